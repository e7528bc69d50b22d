const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The widget's calendar: 30 days a month, 12 months a year. */
const DAYS_PER_MONTH = 30;
const MONTHS_PER_YEAR = 12;

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * 'just now', '5 minutes ago', '3 days ago', '2 months ago', '1 year ago'. A date in the future
 * (clock skew) reads 'just now'; an unreadable one gives ''.
 */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');

  const days = Math.floor(elapsed / DAY);
  if (days < DAYS_PER_MONTH) return format.format(-days, 'day');
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months < MONTHS_PER_YEAR) return format.format(-months, 'month');
  return format.format(-Math.floor(months / MONTHS_PER_YEAR), 'year');
}
