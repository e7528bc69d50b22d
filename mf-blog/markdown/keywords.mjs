// @ts-check
const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text around whole-word occurrences of the keywords (ignoring case, longest first), so
 * the keywords can be highlighted.
 * @param {string} text
 * @param {readonly string[]} keywords
 * @returns {{ text: string, keyword: boolean }[]}
 */
export function splitByKeywords(text, keywords = []) {
  const terms = keywords.filter((keyword) => keyword.trim() !== '');
  if (terms.length === 0) return [{ text, keyword: false }];
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, keyword: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
