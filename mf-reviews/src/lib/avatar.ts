/**
 * Background colours of the letter avatar. Each keeps white text above 4.5:1 contrast, so the
 * letter stays readable whatever colour the name picks.
 */
export const AVATAR_COLOURS = [
  '#0f4c75',
  '#137380',
  '#8a3b12',
  '#5b3a8c',
  '#2f6b2f',
  '#a1283b',
  '#1f5f8b',
  '#6b4e16',
] as const;

/** The letter shown instead of a photo: the name's first letter, 'A' for anonymous reviewers. */
export function avatarLetter(name: string, isAnonymous: boolean): string {
  if (isAnonymous) return 'A';
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en') : 'A';
}

/** The same letter always gets the same colour. */
export function avatarColour(letter: string): string {
  const code = letter.codePointAt(0) ?? 0;
  return AVATAR_COLOURS[code % AVATAR_COLOURS.length] as string;
}
