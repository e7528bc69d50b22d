/** A tag as shown to visitors: each word capitalised ('heart health' → 'Heart Health'). */
export function displayTag(tag: string): string {
  return tag.replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => {
    return before + letter.toLocaleUpperCase();
  });
}

/** Tags for a card: capitalised and comma-separated. */
export function tagLine(tags: readonly string[]): string {
  return tags.map(displayTag).join(', ');
}
