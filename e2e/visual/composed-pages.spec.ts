import { benchRoutes } from '../../bench/routes.mjs';
import { appTest as test } from '../support/fixtures';
import { closePopup, expectComposedLook, SCREENS, settle } from '../support/visual';

/**
 * Every key route (the bench's) and a page that does not exist, as composed by the site under
 * test, at each width: the shell's parts and each remote's slot compared with their baselines.
 */
const paths = [...benchRoutes, '/no-such-page/'];

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    for (const path of paths) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await closePopup(page);
        await settle(page);
        await expectComposedLook(page, path);
      });
    }
  });
}
