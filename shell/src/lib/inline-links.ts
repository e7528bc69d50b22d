/** A run of text, optionally linking somewhere. */
interface TextSegment {
  text: string;
  href?: string;
}

/**
 * Splits a paragraph into plain runs and links, where each link names the exact text it covers.
 * Each link applies to its first occurrence; a link whose text is missing is ignored.
 */
export function splitInlineLinks(
  paragraph: string,
  links: ReadonlyArray<{ text: string; href: string }> = [],
): TextSegment[] {
  const found = links
    .map((link) => ({ ...link, at: paragraph.indexOf(link.text) }))
    .filter((link) => link.text !== '' && link.at >= 0)
    .sort((a, b) => a.at - b.at);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const link of found) {
    if (link.at < cursor) continue; // overlaps the previous link
    if (link.at > cursor) segments.push({ text: paragraph.slice(cursor, link.at) });
    segments.push({ text: link.text, href: link.href });
    cursor = link.at + link.text.length;
  }
  if (cursor < paragraph.length) segments.push({ text: paragraph.slice(cursor) });
  return segments;
}
