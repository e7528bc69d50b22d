import { expect, type Page } from '@playwright/test';
import { wholeBrowser } from '../support/chromium.mjs';
import { POPUP_NAME, appTest as test } from '../support/fixtures';
import { expectFocusHeldIn, tabTo, walkWholePage } from '../support/keyboard';
import { loadAllWidgets, scrollToWidget } from '../support/widgets';

/**
 * A visitor who uses only the keyboard: every Tab stop on the way must show where focus is and be
 * something they can see, and every widget (header menu, tabs, carousels, accordion, dialogs) must
 * work from the keys alone. No test here clicks, hovers or calls focus().
 */

// The whole browser: focus leaves a closed dialog as the page next renders, which the headless
// shell does later (once, a walk began on the closed pop-up's Close).
test.use({ launchOptions: wholeBrowser });

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_NAME });

/** The pop-up greets the visitor with focus on Close; Tab stays inside; Escape closes it. */
async function dismissPopupByKeyboard(page: Page): Promise<void> {
  const close = popup(page).getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('link', { name: /Axon therapy/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expectFocusHeldIn(page, popup(page), close);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
}

/** The header's nine links, in the order they are on the page. */
async function mainNavLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveCount(9);
  return links.allTextContents();
}

test.describe('keyboard only, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Home: every stop shows focus, in reading order, from the skip link to the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissPopupByKeyboard(page);
    // Every widget loaded first, so the walk meets the reviews' controls wherever it reaches them.
    await loadAllWidgets(page);

    const stops = await walkWholePage(page);
    const names = stops.map((stop) => stop.name);
    expect(names[0]).toBe('Skip to main content');
    const nav = names.indexOf('HOME');
    const navLinks = await mainNavLinks(page);
    expect(names.slice(nav, nav + navLinks.length)).toEqual(navLinks);
    expect(stops[nav].landmark).toBe('banner');
    expect(stops.at(-1)?.landmark).toBe('contentinfo');
    // One stop per tab list (the selected tab), then the rest of the page in order.
    expect(stops.filter((stop) => stop.role === 'tab')).toHaveLength(1);
    const order = ['Previous slide', 'Next slide', 'INTERNAL MEDICINE', 'Pause reviews carousel'];
    const positions = order.map((name) => names.indexOf(name));
    expect(positions.every((position) => position > nav)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('Home: the skip link, the care carousels, the service tabs and the reviews work from the keys', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissPopupByKeyboard(page);

    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const care = page.getByRole('region', { name: 'Care built around you' });
    const position = care.getByText(/\d+ \/ \d+/);
    // A slide has arrived when its heading shows whole inside the carousel (1 s transitions).
    const showing = async (slide: string, heading: string) => {
      await expect(position).toHaveText(slide);
      await expect(care.getByRole('heading', { name: heading })).toBeInViewport({ ratio: 1 });
    };
    await tabTo(page, care.getByRole('button', { name: 'Next slide' }));
    await showing('Slide 1 / 3', 'Care for the whole person');
    await page.keyboard.press('Enter');
    await showing('Slide 2 / 3', 'Telehealth when it suits you');
    await page.keyboard.press('Space');
    await showing('Slide 3 / 3', 'Recovery is possible');
    await page.keyboard.press('Shift+Tab');
    await expect(care.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await showing('Slide 2 / 3', 'Telehealth when it suits you');
    await expect(care.getByRole('img', { name: /video visit with a clinician/ })).toBeInViewport();

    const tabs = page.getByRole('tablist');
    await tabTo(page, tabs.getByRole('tab', { name: 'INTERNAL MEDICINE' }));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'ADDICTION' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'ADDICTION' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('WEIGHT LOSS MANAGEMENT');
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'INTERNAL MEDICINE' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();

    const reviews = page.getByRole('region', { name: 'Our Reviews' });
    await scrollToWidget(reviews);
    await tabTo(page, reviews.getByRole('button', { name: 'Pause reviews carousel' }));
    await page.keyboard.press('Enter');
    const play = reviews.getByRole('button', { name: 'Play reviews carousel' });
    await expect(play).toBeFocused();
    const firstShown = () =>
      reviews.locator('.slick-slide:not([aria-hidden="true"])').first().innerText();
    const before = await firstShown();
    await tabTo(page, reviews.getByRole('button', { name: 'Next reviews' }));
    await page.keyboard.press('Enter');
    await expect.poll(firstShown).not.toBe(before);
    await tabTo(page, reviews.getByRole('button', { name: 'Previous reviews' }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await expect.poll(firstShown).toBe(before);
  });

  test('the header menu takes the visitor to a page with Enter and marks it current', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissPopupByKeyboard(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'FAQS' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/FAQs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FAQS' })).toHaveAttribute('aria-current', 'page');
  });

  test('FAQs: the accordion opens and closes with Enter and Space', async ({ page }) => {
    await page.goto('/FAQs');
    await dismissPopupByKeyboard(page);
    const items = page.locator('main details');
    const questions = items.locator(':scope > summary');
    await tabTo(page, questions.nth(1));
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open');
    // Several answers stay open at once (docs/product.md, "FAQs").
    await expect(items.nth(0)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
  });

  test('Careers: the upload dialog opens from the keyboard, holds focus and gives it back', async ({
    page,
  }) => {
    await page.goto('/career/');
    await dismissPopupByKeyboard(page);
    const apply = page.getByRole('button', { name: /^Apply now for / }).first();
    await tabTo(page, apply);
    const position = ((await apply.textContent()) ?? '').replace(/^Apply now for /, '');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Apply for ${position}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Choose files')).toBeFocused();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });
});

test.describe('keyboard only, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Home: the hidden desktop menu takes no stops; the menu button opens, walks and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissPopupByKeyboard(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    const stops = await walkWholePage(page);
    const inHeader = stops.filter((stop) => stop.landmark === 'banner').map((stop) => stop.name);
    expect(inHeader).toContain('Menu');
    expect(inHeader).not.toContain('ABOUT US');

    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    for (const name of await mainNavLinks(page)) {
      await tabTo(page, nav.getByRole('link', { name, exact: true }), { limit: 1 });
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();
  });
});
