import { splitKeywords, underscoreForm, type ParagraphPart } from './keywords';

const text = (value: string): ParagraphPart => ({ kind: 'text', text: value });
const keyword = (value: string): ParagraphPart => ({ kind: 'keyword', text: value });
const link = (value: string, href: string): ParagraphPart => ({ kind: 'link', text: value, href });

/** Whatever the split, the parts put together must give back the paragraph unchanged. */
const joined = (parts: ParagraphPart[]) => parts.map((part) => part.text).join('');

describe('underscoreForm', () => {
  it('lower-cases and joins the words with underscores', () => {
    expect(underscoreForm('Axon therapy')).toBe('axon_therapy');
    expect(underscoreForm('medication for opioid use disorder')).toBe(
      'medication_for_opioid_use_disorder',
    );
  });

  it('ignores surrounding and repeated white space, and keeps hyphens', () => {
    expect(underscoreForm('  primary   care ')).toBe('primary_care');
    expect(underscoreForm('obstetrician-gynecologist')).toBe('obstetrician-gynecologist');
  });
});

describe('splitKeywords', () => {
  it('returns the paragraph as one text part when there are no keywords', () => {
    expect(splitKeywords('Plain words.', [])).toEqual([text('Plain words.')]);
    expect(splitKeywords('Plain words.', ['', '  '])).toEqual([text('Plain words.')]);
  });

  it('returns nothing for an empty paragraph', () => {
    expect(splitKeywords('', ['care'])).toEqual([]);
  });

  it('highlights every occurrence of a keyword, at the start, middle and end', () => {
    expect(splitKeywords('telehealth visits and more telehealth', ['telehealth'])).toEqual([
      keyword('telehealth'),
      text(' visits and more '),
      keyword('telehealth'),
    ]);
  });

  it('links a keyword whose underscore form is in urls', () => {
    const parts = splitKeywords(
      'We offer primary care and telehealth.',
      ['primary care', 'telehealth'],
      { primary_care: '/services/primary-health-care/' },
    );
    expect(parts).toEqual([
      text('We offer '),
      link('primary care', '/services/primary-health-care/'),
      text(' and '),
      keyword('telehealth'),
      text('.'),
    ]);
  });

  it('finds the link of a capitalised keyword by its lower-case underscore form', () => {
    expect(
      splitKeywords('He oversees Axon therapy.', ['Axon therapy'], {
        axon_therapy: '/services/axon-therapy-mpns/',
      }),
    ).toEqual([
      text('He oversees '),
      link('Axon therapy', '/services/axon-therapy-mpns/'),
      text('.'),
    ]);
  });

  it('matches case-sensitively, as the keyword is written', () => {
    expect(splitKeywords('Primary care and primary care', ['primary care'])).toEqual([
      text('Primary care and '),
      keyword('primary care'),
    ]);
  });

  it('matches whole words only', () => {
    const parts = splitKeywords('A careful, caregiving carer gives care.', ['care']);
    expect(parts).toEqual([text('A careful, caregiving carer gives '), keyword('care'), text('.')]);
  });

  it('does not match a singular keyword inside its plural', () => {
    expect(splitKeywords('Our nurse practitioners', ['nurse practitioner'])).toEqual([
      text('Our nurse practitioners'),
    ]);
  });

  it('treats punctuation and hyphens as word boundaries', () => {
    expect(
      splitKeywords('(PTSD), board-certified psychiatrist.', ['PTSD', 'psychiatrist']),
    ).toEqual([
      text('('),
      keyword('PTSD'),
      text('), board-certified '),
      keyword('psychiatrist'),
      text('.'),
    ]);
  });

  it('treats accented letters and digits as part of a word', () => {
    expect(splitKeywords('café cafés 988 9880', ['café', '988'])).toEqual([
      keyword('café'),
      text(' cafés '),
      keyword('988'),
      text(' 9880'),
    ]);
  });

  it('prefers the longest keyword where several start at the same place', () => {
    const keywords = ['internal medicine', 'internal medicine physician'];
    const urls = {
      internal_medicine: '/services/primary-health-care/',
      internal_medicine_physician: '/services/internal-medicine-physicians/',
    };
    expect(
      splitKeywords('An internal medicine physician in internal medicine.', keywords, urls),
    ).toEqual([
      text('An '),
      link('internal medicine physician', '/services/internal-medicine-physicians/'),
      text(' in '),
      link('internal medicine', '/services/primary-health-care/'),
      text('.'),
    ]);
  });

  it('never highlights a shorter keyword inside a longer match', () => {
    const parts = splitKeywords('mental health treatment', ['health', 'mental health treatment']);
    expect(parts).toEqual([keyword('mental health treatment')]);
  });

  it('keeps the earlier of two partly overlapping keywords', () => {
    const parts = splitKeywords('mental health treatment', ['mental health', 'health treatment']);
    expect(parts).toEqual([keyword('mental health'), text(' treatment')]);
  });

  it('falls back to a shorter keyword when the longer one is not a whole word there', () => {
    expect(splitKeywords('primary cares', ['primary', 'primary care'])).toEqual([
      keyword('primary'),
      text(' cares'),
    ]);
  });

  it('treats regular-expression characters in keywords literally', () => {
    const keywords = ['C++', 'a.b', '(mPNS)'];
    expect(splitKeywords('C++ axb a.b (mPNS)', keywords)).toEqual([
      keyword('C++'),
      text(' axb '),
      keyword('a.b'),
      text(' '),
      keyword('(mPNS)'),
    ]);
  });

  it('ignores duplicate keywords and surrounding white space in them', () => {
    expect(splitKeywords('one telehealth', ['telehealth', ' telehealth ', 'telehealth'])).toEqual([
      text('one '),
      keyword('telehealth'),
    ]);
  });

  it('ignores url entries that are not the underscore form of a found keyword', () => {
    const parts = splitKeywords('primary care', ['primary care'], {
      'primary care': '/wrong/',
      constructor: '/wrong/',
    });
    expect(parts).toEqual([keyword('primary care')]);
  });

  it('does not treat inherited object keys as links', () => {
    expect(splitKeywords('a constructor', ['constructor'])).toEqual([
      text('a '),
      keyword('constructor'),
    ]);
  });

  it('always gives back the paragraph unchanged when the parts are joined', () => {
    const paragraph = 'Care: primary care, careful care-giving; CARE and care.';
    const parts = splitKeywords(paragraph, ['care', 'primary care', 'CARE']);
    expect(joined(parts)).toBe(paragraph);
    expect(parts.filter((part) => part.kind === 'keyword').map((part) => part.text)).toEqual([
      'primary care',
      'care',
      'CARE',
      'care',
    ]);
  });
});
