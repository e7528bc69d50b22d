import { expectNoAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test as base } from '../support/fixtures';

/** The video platform's player, answered locally: the suites never load third-party pages. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
const PLAYER_STUB =
  '<!doctype html><html lang="en"><head><title>Video player</title></head>' +
  '<body><p>Video player</p></body></html>';

/** The blog suites' page: the shared fixtures (pop-up closed when in the way), and the video player stubbed. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.route(`${VIDEO_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: PLAYER_STUB }),
    );
    await provide(page);
  },
});

export { expect };

export { expectNoAxeViolations };

/** The titles of the article cards in the list (named by the page's heading), in order. */
export function cardTitles(page: Page) {
  return page
    .getByRole('list', { name: /^(FEATURED BLOGS|Category: |Archive: |Search: )/ })
    .getByRole('heading', { level: 2 });
}

/** Waits until the post's body has arrived (the article is no longer busy). */
export async function bodyLoaded(page: Page) {
  await expect(page.getByRole('article')).toHaveAttribute('aria-busy', 'false');
}

export function metaDescription(page: Page) {
  // The screen's own description is the last one React hoisted into the head.
  return page.locator('meta[name="description"]').last();
}
