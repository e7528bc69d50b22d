import { expect, type Locator, type Page } from '@playwright/test';

/** A remote's slot inside a region of the page (its wrapper has no box of its own). */
const remoteSlot = (region: Locator) => region.locator('[data-remote-slot]');

/**
 * Brings a widget within reach of the viewport, as a visitor scrolling down would, and waits until
 * it has loaded its code and settled (hydrated, or showing its notice). A widget below the fold
 * loads nothing before that.
 */
export async function scrollToWidget(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  const slot = remoteSlot(region);
  await expect(slot).not.toHaveAttribute('data-deferred');
  await expect(slot).toHaveAttribute('data-ready');
}

/** Scrolls to every widget on the page in turn, so all of them have loaded. */
export async function loadAllWidgets(page: Page): Promise<void> {
  const regions = page.getByRole('region').filter({ has: page.locator('[data-remote-slot]') });
  for (const region of await regions.all()) await scrollToWidget(region);
}
