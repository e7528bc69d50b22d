import type { Locator, Page } from '@playwright/test';

/**
 * How far the page is wider than its viewport (0 or less: no horizontal scrolling). Measured
 * against the root's client width, which excludes the scrollbar gutter the shell keeps stable.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** An element's box relative to the document, so that scrolling does not count as moving. */
export async function documentBox(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) return null;
  const scroll = await locator.page().evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { x: box.x + scroll.x, y: box.y + scroll.y, width: box.width, height: box.height };
}
