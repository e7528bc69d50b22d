const ORDINAL_SUFFIX = /(\d+)(st|nd|rd|th)\b/gi;

/** Parses date text such as 'June 12th 2025' after removing the ordinal suffix; NaN when malformed. */
export function parseArticleDate(text: string): number {
  return Date.parse(text.replace(ORDINAL_SUFFIX, '$1'));
}

/** Newest first; undated entries last. */
export function byDateDescending<T extends { date: string }>(a: T, b: T): number {
  return (parseArticleDate(b.date) || 0) - (parseArticleDate(a.date) || 0);
}

/** The n newest entries, without reordering the input. */
export function newest<T extends { date: string }>(entries: readonly T[], count: number): T[] {
  return [...entries].sort(byDateDescending).slice(0, count);
}

interface DateParts {
  /** ISO calendar date for `<time dateTime>`, such as '2025-06-12'. */
  iso: string;
  day: string;
  /** Three-letter month, such as 'Jun'. */
  month: string;
  year: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The pieces a date badge shows; null when the text is not a date. */
export function dateParts(text: string): DateParts | null {
  const time = parseArticleDate(text);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = String(date.getFullYear());
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return {
    iso: `${year}-${month}-${day}`,
    day: String(date.getDate()),
    month: MONTHS[date.getMonth()],
    year,
  };
}
