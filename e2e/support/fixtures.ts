import { test as base, type Page } from '@playwright/test';

/** The shell's nerve-pain pop-up, which greets most first visits. */
export const POPUP_NAME = 'Living with nerve pain?';

/** Resolves once the app has rendered over the prerendered page (it removes the page's head tags). */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.head.querySelector('[data-prerendered]'));
}

/**
 * Every `page.goto` waits until the app has taken over the prerendered page, so that a test's
 * first click or key reaches the app rather than the static page it replaces (prerender.spec.ts
 * tests that moment itself).
 */
export const appTest = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (javaScriptEnabled) await appTakenOver(page);
      return response;
    };
    await provide(page);
  },
});

/**
 * The test every suite uses unless it tests the pop-up itself (the shell's specs use `appTest`):
 * the pop-up is closed, as a visitor would, whenever it covers something the test uses.
 */
export const test = appTest.extend<{ closesPromoPopup: void }>({
  closesPromoPopup: [
    async ({ page }, use) => {
      await page.addLocatorHandler(page.getByRole('dialog', { name: POPUP_NAME }), (dialog) =>
        dialog.getByRole('button', { name: 'Close' }).click(),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
