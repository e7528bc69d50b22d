/**
 * Splits a biography paragraph into plain text, highlighted keywords and keywords that link to a
 * service page. Pure, so the rules below are unit-tested apart from any rendering.
 *
 * - Keywords match case-sensitively, exactly as written in the data, and only as whole words: a
 *   keyword is never matched inside a longer word ('care' is not found in 'careful').
 * - Matches are found left to right; where several keywords start at the same place the longest
 *   wins, and a match never overlaps an earlier one.
 * - A keyword links when its underscore form (see `underscoreForm`) is a key of `urls`.
 */
export type ParagraphPart =
  | { kind: 'text'; text: string }
  | { kind: 'keyword'; text: string }
  | { kind: 'link'; text: string; href: string };

/** 'Axon therapy' → 'axon_therapy': the form in which the `urls` map names a keyword. */
export function underscoreForm(keyword: string): string {
  return keyword.trim().toLowerCase().split(/\s+/).join('_');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all keywords; longest first, because an alternation takes the first that fits. */
function keywordPattern(keywords: readonly string[]): RegExp | null {
  const distinct = [...new Set(keywords.map((keyword) => keyword.trim()))].filter(Boolean);
  if (distinct.length === 0) return null;
  distinct.sort((a, b) => b.length - a.length);
  // A letter or digit right before or after the match would make it part of a longer word.
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${distinct.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
}

export function splitKeywords(
  paragraph: string,
  keywords: readonly string[],
  urls: Readonly<Record<string, string>> = {},
): ParagraphPart[] {
  const pattern = keywordPattern(keywords);
  const parts: ParagraphPart[] = [];
  let cursor = 0;
  for (const match of pattern ? paragraph.matchAll(pattern) : []) {
    const start = match.index;
    if (start > cursor) parts.push({ kind: 'text', text: paragraph.slice(cursor, start) });
    const text = match[0];
    const key = underscoreForm(text);
    parts.push(
      Object.hasOwn(urls, key)
        ? { kind: 'link', text, href: urls[key] }
        : { kind: 'keyword', text },
    );
    cursor = start + text.length;
  }
  if (cursor < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(cursor) });
  return parts;
}
