export type NameDisplay = 'full' | 'firstAndInitial';

const ANONYMOUS_NAME = 'Anonymous';

/**
 * The reviewer's name as the widget shows it: the whole name, or the first name and the last
 * name's initial ('Maria G.'). Anonymous reviewers keep the provider's name ('A Google User').
 */
export function displayName(
  name: string,
  display: NameDisplay,
  isAnonymous: boolean = false,
): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return ANONYMOUS_NAME;
  if (display === 'full' || isAnonymous || words.length === 1) return words.join(' ');
  const initial = Array.from(words[words.length - 1] ?? '')[0] ?? '';
  return `${words[0]} ${initial.toLocaleUpperCase('en')}.`;
}
