import { test as base, type Page } from '@playwright/test';

/** The shell's nerve-pain pop-up, which greets most first visits. */
export const POPUP_NAME = 'Living with nerve pain?';

/**
 * Resolves once the app has hydrated the server's page and every remote part in it has settled
 * (hydrated, or showing its notice).
 */
export async function appHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      document.querySelectorAll('[data-remote-slot]:not([data-ready])').length === 0,
  );
}

/**
 * Every `page.goto` waits until the app has hydrated the page, so that a test's first click or key
 * reaches the app rather than HTML that does not answer yet (server-rendering.spec.ts tests the
 * page before that moment).
 */
export const appTest = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (javaScriptEnabled) await appHydrated(page);
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
