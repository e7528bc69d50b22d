import { expect, test as base, type Page } from '@playwright/test';
import { LANDING_POPUP_CLOSING_ATTRIBUTE } from '../../shell/src/features/promo-popup/landing-popup-context';

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
      await page.addLocatorHandler(
        page.getByRole('dialog', { name: POPUP_NAME }),
        async (dialog) => {
          await dialog.getByRole('button', { name: 'Close' }).click();
          // The page behind stays inert until the frame without the pop-up is painted, or until a
          // key or a finger comes down (shell/src/server/landing-popup-script.ts). A visitor's typing
          // starts with a key; fill() and focus() send none, so they wait for that frame.
          await expect(page.locator(`[${LANDING_POPUP_CLOSING_ATTRIBUTE}]`)).toHaveCount(0);
        },
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
