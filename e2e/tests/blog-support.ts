import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** The video platform's player, answered locally: the suites never load third-party pages. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
const PLAYER_STUB =
  '<!doctype html><html lang="en"><head><title>Video player</title></head>' +
  '<body><p>Video player</p></body></html>';

/**
 * The blog suites' page: any dialog that opens over the blog (the shell's pop-up) is closed
 * before the next step, and the video player is stubbed.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
      await dialog.getByRole('button', { name: /close/i }).first().click();
    });
    await page.route(`${VIDEO_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: PLAYER_STUB }),
    );
    await provide(page);
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The titles of the article cards in the list, in order. */
export function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'FEATURED BLOGS' }).getByRole('heading', { level: 2 });
}

/** Waits until the post's body has arrived (the article is no longer busy). */
export async function bodyLoaded(page: Page) {
  await expect(page.getByRole('article')).toHaveAttribute('aria-busy', 'false');
}

export function metaDescription(page: Page) {
  // The screen's own description is the last one React hoisted into the head.
  return page.locator('meta[name="description"]').last();
}
