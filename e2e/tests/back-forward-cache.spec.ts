import { benchRoutes } from '../../bench/routes.mjs';
import { wholeBrowser } from '../support/chromium.mjs';
import { appTest as test, expect } from '../support/fixtures';

/**
 * Back and forward are instant: every key page is kept whole in the browser's back/forward cache
 * (no `unload` handler, no `Cache-Control: no-store`). Chromium says why it did not restore a page
 * (`Page.backForwardCacheNotUsed`); Playwright turns the cache off unless asked not to.
 */
test.use({
  launchOptions: {
    ...wholeBrowser,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

for (const route of benchRoutes) {
  test(`${route} comes back from the back/forward cache`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const notRestored: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) =>
      notRestored.push(
        ...event.notRestoredExplanations.map((reason) => `${reason.type}: ${reason.reason}`),
      ),
    );
    await page.goto(route);
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    // Away to another document (a full page load, not the app's own navigation), then back.
    await page.goto('/privacy-notice/');
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(route);
    const kept = () => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
    await expect.poll(async () => notRestored.length > 0 || (await kept())).toBe(true);
    expect(notRestored).toEqual([]);
    expect(await kept()).toBe(true);
  });
}
