import type { BlogArticleBody } from '@practice/shared-types';

/** How one paragraph is styled, decided by which of the post's lists names it. */
export type ParagraphStyle = 'subHeading' | 'span' | 'italic' | 'bold' | 'link' | 'plain';

export interface Paragraph {
  style: ParagraphStyle;
  text: string;
  /** For style 'link'. */
  href?: string;
}

/** A run of paragraphs as rendered: one paragraph, or consecutive bullet lines as one list. */
export type Block =
  { type: 'paragraph'; paragraph: Paragraph } | { type: 'list'; items: Paragraph[] };

type StyleLists = Pick<BlogArticleBody, 'subHeadings' | 'spanDesc' | 'italic' | 'bold' | 'links'>;

const BULLET = /^[•◦▪‣●]\s*/;

function styleOf(text: string, lists: StyleLists): Omit<Paragraph, 'text'> {
  const link = lists.links?.find((candidate) => candidate.text === text);
  if (lists.subHeadings?.includes(text)) return { style: 'subHeading' };
  if (link) return { style: 'link', href: link.href };
  if (lists.spanDesc?.includes(text)) return { style: 'span' };
  if (lists.bold?.includes(text)) return { style: 'bold' };
  if (lists.italic?.includes(text)) return { style: 'italic' };
  return { style: 'plain' };
}

/**
 * Turns a section's paragraphs into blocks: each paragraph gets its style from the post's lists
 * (matched by exact text), and lines starting with a bullet character become list items.
 */
export function toBlocks(paragraphs: readonly string[], lists: StyleLists): Block[] {
  const blocks: Block[] = [];
  for (const raw of paragraphs) {
    const paragraph = { ...styleOf(raw, lists), text: raw.replace(BULLET, '') };
    if (!BULLET.test(raw)) {
      blocks.push({ type: 'paragraph', paragraph });
      continue;
    }
    const last = blocks.at(-1);
    if (last?.type === 'list') last.items.push(paragraph);
    else blocks.push({ type: 'list', items: [paragraph] });
  }
  return blocks;
}

export interface TextPart {
  text: string;
  keyword: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text around whole-word occurrences of the keywords (ignoring case, longest first), so
 * the keywords can be highlighted.
 */
export function splitByKeywords(text: string, keywords: readonly string[] = []): TextPart[] {
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
