interface Truncated {
  text: string;
  truncated: boolean;
}

const ELLIPSIS = '…';
/** Punctuation that reads badly right before an ellipsis ('great, …'). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u;

/**
 * Shortens text to at most `maxCharacters` characters (plus an ellipsis), cutting at the last
 * word boundary so no word is split. A single word longer than the limit is cut hard.
 */
export function truncateAtWord(text: string, maxCharacters: number): Truncated {
  const characters = Array.from(text);
  if (characters.length <= maxCharacters) return { text, truncated: false };

  const head = characters.slice(0, maxCharacters).join('');
  const nextIsBoundary = /\s/u.test(characters[maxCharacters] ?? ' ');
  const lastSpace = head.search(/\s\S*$/u);
  const cut = nextIsBoundary || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { text: cut.replace(TRAILING_PUNCTUATION, '') + ELLIPSIS, truncated: true };
}
