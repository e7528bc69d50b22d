/** Pure text layout for the generated PDFs: measuring is the font's job, wrapping is ours. */

interface TextMeasure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Breaks `text` into lines no wider than `maxWidth`; a single word too long keeps its own line. */
export function wrapText(
  text: string,
  font: TextMeasure,
  size: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
