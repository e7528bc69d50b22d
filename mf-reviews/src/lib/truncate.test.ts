import { truncateAtWord } from './truncate';

describe('truncateAtWord', () => {
  it('leaves text within the limit untouched', () => {
    expect(truncateAtWord('Kind and attentive staff.', 25)).toEqual({
      text: 'Kind and attentive staff.',
      truncated: false,
    });
  });

  it('cuts at the last word boundary before the limit and adds an ellipsis', () => {
    // The limit falls inside 'attentive': the whole word goes.
    expect(truncateAtWord('Kind and attentive staff.', 12)).toEqual({
      text: 'Kind and…',
      truncated: true,
    });
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('Kind and attentive staff.', 18).text).toBe('Kind and attentive…');
  });

  it('drops punctuation and spaces left before the ellipsis', () => {
    expect(truncateAtWord('Friendly front desk, clean office', 21).text).toBe(
      'Friendly front desk…',
    );
  });

  it('treats newlines as word boundaries', () => {
    expect(truncateAtWord('Great care.\nWould recommend', 16).text).toBe('Great care…');
  });

  it('cuts a single word longer than the limit', () => {
    expect(truncateAtWord('Supercalifragilistic', 5).text).toBe('Super…');
  });

  it('counts characters, not UTF-16 units, so emoji are never split', () => {
    expect(truncateAtWord('😀😀😀 great', 2).text).toBe('😀😀…');
  });

  it('never returns more than the limit before the ellipsis', () => {
    const text =
      'I have been coming to Omega Health Care for about two years and it is honestly the best';
    const { text: short } = truncateAtWord(text, 80);
    expect(short.endsWith('…')).toBe(true);
    expect(Array.from(short).length - 1).toBeLessThanOrEqual(80);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });
});
