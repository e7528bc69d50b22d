const ORDINAL_SUFFIX = /(\d+)(st|nd|rd|th)\b/gi;

/** Parses date text such as 'June 12th 2025' after removing the ordinal suffix; NaN when malformed. */
export function parseArticleDate(text: string): number {
  return Date.parse(text.replace(ORDINAL_SUFFIX, '$1'));
}

/** Newest first; undated entries last. */
export function byDateDescending<T extends { date: string }>(a: T, b: T): number {
  return (parseArticleDate(b.date) || 0) - (parseArticleDate(a.date) || 0);
}
