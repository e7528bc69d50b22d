import { byDateDescending, parseArticleDate } from './dates';

describe('article dates', () => {
  it('parses date text after removing ordinal suffixes', () => {
    expect(parseArticleDate('June 12th 2025')).toBe(Date.parse('June 12 2025'));
    expect(parseArticleDate('September 1st 2024')).toBe(Date.parse('September 1 2024'));
    expect(parseArticleDate('March 22nd 2025')).toBe(Date.parse('March 22 2025'));
    expect(parseArticleDate('May 3rd 2025')).toBe(Date.parse('May 3 2025'));
  });

  it('sorts newest first', () => {
    const dates = [
      { date: 'May 3rd 2025' },
      { date: 'October 22nd 2025' },
      { date: 'June 12th 2025' },
    ];
    expect([...dates].sort(byDateDescending).map((entry) => entry.date)).toEqual([
      'October 22nd 2025',
      'June 12th 2025',
      'May 3rd 2025',
    ]);
  });
});
