import { byDateDescending, dateParts, newest, parseArticleDate } from './dates';

describe('article dates', () => {
  it('parses date text after removing ordinal suffixes', () => {
    expect(parseArticleDate('June 12th 2025')).toBe(Date.parse('June 12 2025'));
    expect(parseArticleDate('September 1st 2024')).toBe(Date.parse('September 1 2024'));
    expect(parseArticleDate('March 22nd 2025')).toBe(Date.parse('March 22 2025'));
    expect(parseArticleDate('May 3rd 2025')).toBe(Date.parse('May 3 2025'));
  });

  it('gives NaN for text that is not a date', () => {
    expect(parseArticleDate('someday')).toBeNaN();
  });

  it('sorts newest first, across years', () => {
    const dates = [
      { date: 'May 3rd 2025' },
      { date: 'December 17th 2024' },
      { date: 'October 22nd 2025' },
      { date: 'January 7th 2025' },
    ];
    expect([...dates].sort(byDateDescending).map((entry) => entry.date)).toEqual([
      'October 22nd 2025',
      'May 3rd 2025',
      'January 7th 2025',
      'December 17th 2024',
    ]);
  });

  it('puts undated entries last', () => {
    const dates = [{ date: 'unknown' }, { date: 'May 3rd 2025' }];
    expect([...dates].sort(byDateDescending)[1].date).toBe('unknown');
  });

  it('picks the newest entries without changing the input', () => {
    const dates = [{ date: 'May 3rd 2025' }, { date: 'June 1st 2025' }, { date: 'April 2nd 2025' }];
    expect(newest(dates, 2).map((entry) => entry.date)).toEqual(['June 1st 2025', 'May 3rd 2025']);
    expect(dates[0].date).toBe('May 3rd 2025');
  });
});

describe('dateParts', () => {
  it('splits a date for the badge', () => {
    expect(dateParts('June 2nd 2025')).toEqual({
      iso: '2025-06-02',
      day: '2',
      month: 'Jun',
      year: '2025',
    });
  });

  it('is null for text that is not a date', () => {
    expect(dateParts('soon')).toBeNull();
  });
});
