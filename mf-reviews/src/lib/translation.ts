const ORIGINAL = '(Original)';
const TRANSLATED = '(Translated by Google)';

interface ReviewText {
  /** What the widget shows. */
  text: string;
  /** True when `text` is Google's translation rather than what the reviewer wrote. */
  translated: boolean;
}

/**
 * Google sends a translated review in one of two layouts:
 * '(Translated by Google) {translation} (Original) {original}' or
 * '{original} (Translated by Google) {translation}'. This keeps the translation when
 * `showTranslation` is on, otherwise the reviewer's own words; markers and the newlines around
 * them are dropped. A comment without markers is returned trimmed.
 */
export function reviewText(comment: string, showTranslation: boolean): ReviewText {
  const originalAt = comment.indexOf(ORIGINAL);
  const translatedAt = comment.indexOf(TRANSLATED);
  let original: string;
  let translation: string;
  if (originalAt >= 0) {
    original = comment.slice(originalAt + ORIGINAL.length);
    translation = comment.slice(0, originalAt).replace(TRANSLATED, '');
  } else if (translatedAt >= 0) {
    original = comment.slice(0, translatedAt);
    translation = comment.slice(translatedAt + TRANSLATED.length);
  } else {
    return { text: comment.trim(), translated: false };
  }
  return showTranslation && translation.trim()
    ? { text: translation.trim(), translated: true }
    : { text: original.trim(), translated: false };
}
