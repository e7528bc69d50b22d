import { test as base } from '@playwright/test';

/** The shell's nerve-pain pop-up, which greets most first visits. */
export const POPUP_NAME = 'Living with nerve pain?';

/**
 * The test every suite uses unless it tests the pop-up itself (the shell's specs): the pop-up is
 * closed, as a visitor would, whenever it covers something the test uses.
 */
export const test = base.extend<{ closesPromoPopup: void }>({
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
