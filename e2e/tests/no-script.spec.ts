import { test as browserTest, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFocusHeldIn } from '../support/keyboard';
import { POPUP_NAME, appTest as test } from '../support/fixtures';

/**
 * The controls a visitor reaches first are HTML that works on its own (docs/product.md, "Works
 * before its JavaScript"): with JavaScript off, each does its job from the mouse and the keys; and
 * with the page's own scripts kept from it, the page passes axe with each control in use.
 */

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_NAME });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const faqAnswers = (page: Page) => page.locator('main details > div');
const services = (page: Page) => page.getByRole('region', { name: 'OMEGA SERVICES' });
const PHONE = { width: 360, height: 740 };

async function closePopup(page: Page) {
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('the pop-up', () => {
    test('opens on landing with focus on Close, holds Tab, ignores the backdrop and closes with Close', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(popup(page)).toBeVisible();
      const close = popup(page).getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      await expectFocusHeldIn(page, popup(page), close);
      const rootOverflow = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      // The page behind does not scroll while it is open (Modal.module.css).
      expect(await rootOverflow()).toBe('hidden');

      await page.mouse.click(5, 400);
      await expect(popup(page)).toBeVisible();
      await close.click();
      await expect(popup(page)).toBeHidden();
      expect(await rootOverflow()).toBe('visible');
      // The page behind is back in reach.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    });

    test('closes on Escape, and never opens on the therapy page', async ({ page }) => {
      await page.goto('/FAQs');
      await expect(popup(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();

      await page.goto('/services/axon-therapy-mpns/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popup(page)).toBeHidden();
    });
  });

  test.describe('the menu on a phone', () => {
    test.use({ viewport: PHONE });

    test('opens from its button over the hidden announcements, walks, closes on Escape and a tap outside, and leads to a page', async ({
      page,
    }) => {
      await page.goto('/');
      await closePopup(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = menu(page);
      const announcements = page.getByRole('complementary', { name: 'Announcements' });
      await expect(nav).toBeHidden();
      await expect(announcements).toBeVisible();

      await toggle.click();
      await expect(nav).toBeVisible();
      await expect(announcements).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'HOME' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(announcements).toBeVisible();

      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      // A tap outside it (here on the page's top corner) closes it.
      await page.mouse.click(2, 2);
      await expect(nav).toBeHidden();

      await toggle.click();
      await nav.getByRole('link', { name: 'ABOUT US' }).click();
      await expect(page).toHaveURL(/\/aboutUs\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
      await expect(nav).toBeHidden();
    });
  });

  test.describe('FAQs', () => {
    test('the accordion: the first answer open, several open at once, from the mouse and the keys', async ({
      page,
    }) => {
      await page.goto('/FAQs');
      await closePopup(page);
      const items = page.locator('main details');
      const answer = (index: number) => faqAnswers(page).nth(index);
      await expect(items).toHaveCount(11);
      await expect(answer(0)).toBeVisible();
      await expect(answer(1)).toBeHidden();

      await items.nth(1).locator('summary').click();
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeVisible();

      await items.nth(2).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(answer(2)).toBeVisible();
      await expect(answer(1)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer(2)).toBeHidden();
      await items.nth(0).locator('summary').click();
      await expect(answer(0)).toBeHidden();
      await expect(answer(1)).toBeVisible();
    });
  });

  test.describe('Home', () => {
    test('the service tabs switch the panel from a click and the arrow keys', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      const section = services(page);
      const shown = (subtitle: string) => section.getByText(subtitle);
      await expect(shown('Care for adults with complex health needs')).toBeVisible();
      await expect(shown('Treatment for substance use disorders')).toBeHidden();

      await section.getByRole('radio', { name: 'ADDICTION' }).click();
      await expect(shown('Treatment for substance use disorders')).toBeVisible();
      await expect(shown('Care for adults with complex health needs')).toBeHidden();
      await expect(section.getByRole('img')).toHaveCount(1);

      await page.keyboard.press('ArrowRight');
      await expect(section.getByRole('radio', { name: 'NURSING' })).toBeFocused();
      await expect(section.getByRole('radio', { name: 'NURSING' })).toBeChecked();
      await expect(shown('Treatment for substance use disorders')).toBeHidden();
    });

    test('the go-to-top link shows past a third of the page and goes to the top', async ({
      page,
    }) => {
      await page.goto('/');
      await closePopup(page);
      const goToTop = page.getByRole('link', { name: 'Go to top' });
      await expect(goToTop).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(goToTop).toBeVisible();
      await goToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(goToTop).toBeHidden();
    });
  });
});

browserTest.describe(
  "axe, with each control in use and the page's own scripts kept from it",
  () => {
    // axe runs in the page, so JavaScript stays on; the page's scripts never arrive (and so the
    // tests do not wait for the app, as appTest's would). Each check covers its control: without
    // the app, react-slick's hidden slides elsewhere keep their links (ui-kit's useSlickSemantics).
    browserTest.beforeEach(async ({ page }) => {
      await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    });

    browserTest('the pop-up, open', async ({ page }) => {
      await page.goto('/');
      await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await expectNoAxeViolations(page, 'dialog');
    });

    browserTest.describe('on a phone', () => {
      browserTest.use({ viewport: PHONE });

      browserTest('the menu, open', async ({ page }) => {
        await page.goto('/');
        await closePopup(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(menu(page)).toBeVisible();
        await expectNoAxeViolations(page, 'header');
      });
    });

    browserTest('the FAQs, another answer open', async ({ page }) => {
      await page.goto('/FAQs');
      await closePopup(page);
      await page.locator('main summary').nth(1).click();
      await expect(faqAnswers(page).nth(1)).toBeVisible();
      await expectNoAxeViolations(page, 'main');
    });

    browserTest('the service tabs, another service chosen', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      await services(page).getByRole('radio', { name: 'ADDICTION' }).click();
      await expect(services(page).getByText('Treatment for substance use disorders')).toBeVisible();
      await expectNoAxeViolations(page, 'section[aria-labelledby="omega-services-heading"]');
    });

    browserTest('the whole page scrolled, with go-to-top shown', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(page.getByRole('link', { name: 'Go to top' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  },
);
