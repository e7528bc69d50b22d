import { relativeDate } from './relative-date';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('relativeDate', () => {
  it.each([
    [ago(20_000), 'just now'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(3 * 60 * MINUTE), '3 hours ago'],
    [ago(1 * DAY), '1 day ago'],
    [ago(29 * DAY), '29 days ago'],
    // 30 days make a month, 12 months a year.
    [ago(30 * DAY), '1 month ago'],
    [ago(59 * DAY), '1 month ago'],
    [ago(60 * DAY), '2 months ago'],
    [ago(359 * DAY), '11 months ago'],
    [ago(360 * DAY), '1 year ago'],
    [ago(365 * DAY), '1 year ago'],
    [ago(720 * DAY), '2 years ago'],
  ])('%s reads "%s"', (iso, expected) => {
    expect(relativeDate(iso, now)).toBe(expected);
  });

  it('reads a future date (clock skew) as "just now"', () => {
    expect(relativeDate('2026-11-22T12:00:00Z', now)).toBe('just now');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeDate('yesterday-ish', now)).toBe('');
  });
});
