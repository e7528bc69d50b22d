import { splitByKeywords, toBlocks } from './paragraphs';

describe('toBlocks', () => {
  const lists = {
    subHeadings: ['What helps'],
    spanDesc: ['A lead-in.'],
    italic: ['A quiet aside.'],
    bold: ['A warning.', '• Call 911.'],
    links: [{ text: 'Read more at the CDC', href: 'https://www.cdc.gov/' }],
  };

  it('styles each paragraph by the list that names it', () => {
    const blocks = toBlocks(
      ['A lead-in.', 'What helps', 'A quiet aside.', 'A warning.', 'Read more at the CDC', 'Text.'],
      lists,
    );
    expect(blocks).toEqual([
      { type: 'paragraph', paragraph: { style: 'span', text: 'A lead-in.' } },
      { type: 'paragraph', paragraph: { style: 'subHeading', text: 'What helps' } },
      { type: 'paragraph', paragraph: { style: 'italic', text: 'A quiet aside.' } },
      { type: 'paragraph', paragraph: { style: 'bold', text: 'A warning.' } },
      {
        type: 'paragraph',
        paragraph: { style: 'link', text: 'Read more at the CDC', href: 'https://www.cdc.gov/' },
      },
      { type: 'paragraph', paragraph: { style: 'plain', text: 'Text.' } },
    ]);
  });

  it('groups consecutive bullet lines into one list, without the bullet', () => {
    const blocks = toBlocks(['Intro', '• One', '• Call 911.', 'Between', '• Two'], lists);
    expect(blocks).toEqual([
      { type: 'paragraph', paragraph: { style: 'plain', text: 'Intro' } },
      {
        type: 'list',
        items: [
          { style: 'plain', text: 'One' },
          { style: 'bold', text: 'Call 911.' },
        ],
      },
      { type: 'paragraph', paragraph: { style: 'plain', text: 'Between' } },
      { type: 'list', items: [{ style: 'plain', text: 'Two' }] },
    ]);
  });

  it('treats every paragraph as plain when the post has no lists', () => {
    expect(toBlocks(['Only text'], {})).toEqual([
      { type: 'paragraph', paragraph: { style: 'plain', text: 'Only text' } },
    ]);
  });
});

describe('splitByKeywords', () => {
  const keywords = (text: string, terms: string[]) =>
    splitByKeywords(text, terms)
      .filter((part) => part.keyword)
      .map((part) => part.text);

  it('marks every whole-word occurrence, ignoring case', () => {
    expect(keywords('Methadone works. Ask about methadone.', ['methadone'])).toEqual([
      'Methadone',
      'methadone',
    ]);
  });

  it('keeps the text intact around the keywords', () => {
    expect(splitByKeywords('Try the DASH diet today', ['DASH diet'])).toEqual([
      { text: 'Try the ', keyword: false },
      { text: 'DASH diet', keyword: true },
      { text: ' today', keyword: false },
    ]);
  });

  it('prefers the longest keyword and ignores matches inside words', () => {
    expect(keywords('type 2 diabetes and prediabetes', ['diabetes', 'type 2 diabetes'])).toEqual([
      'type 2 diabetes',
    ]);
  });

  it('treats regular-expression characters literally', () => {
    expect(keywords('Ask about SSRIs (often used) today', ['SSRIs (often used)'])).toEqual([
      'SSRIs (often used)',
    ]);
  });

  it('returns the whole text when there are no keywords', () => {
    expect(splitByKeywords('Plain', [])).toEqual([{ text: 'Plain', keyword: false }]);
  });
});
