/** Posts on one page of a blog list (docs/product.md, "Business constants"). */
const PAGE_SIZE = 5;

/**
 * The page a `page` query value asks for: a whole number of 1 or more. Anything else (missing,
 * empty, non-numeric, fractional, below 1) counts as page 1.
 */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

export function pageCount(itemCount: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(itemCount / pageSize);
}

/** A requested page kept within the list: beyond the last shows the last. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The query value the URL should carry for a page, or null when the current value already says
 * it. A missing value stays missing: a bare list URL already means page 1.
 */
export function canonicalPageValue(raw: string | null, page: number): string | null {
  if (raw === null) return null;
  return raw === String(page) ? null : String(page);
}

/** Page numbers for the pager: first, last, the current page and one either side, with gaps. */
export function pagerItems(current: number, totalPages: number): Array<number | 'gap'> {
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
