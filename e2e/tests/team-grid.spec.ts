import { expectNoAxeViolations } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow } from '../support/layout';

/** The team page's grid, as a visitor meets it at phone, tablet and desktop widths. */

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Our providers' }).getByRole('listitem');

/** Opacity as seen on screen: the element's own times every ancestor's. */
const shownOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

const viewProfile = (card: Locator) => card.getByRole('link', { name: /^VIEW PROFILE/ });

async function cardsPerRow(page: Page): Promise<number[]> {
  const tops = await cards(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

const boxes = (page: Page) =>
  cards(page).evaluateAll((items) =>
    items.map((item) => JSON.stringify(item.getBoundingClientRect())),
  );

test.describe('team page', () => {
  test('sets its title and description and shows 9 cards under MEET THE TEAM', async ({ page }) => {
    await page.goto('/ourteam/');
    await expect(page).toHaveTitle('Meet Our Award-Winning Team');
    // The shell's page carries a default description too: this page adds its own.
    await expect(
      page.locator(
        'meta[name="description"][content*="primary care doctors, mental health specialists and rehab professionals"]',
      ),
    ).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MEET THE TEAM');
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Dr. Samuel Osei',
      'Dr. Priya Raman',
      'Dr. Michael Feldman',
      'Dr. Lucia Herrera',
      'Dr. Kenji Watanabe',
      'Rachel Sullivan, APN',
      'Aisha Rahman, APN',
      'Tomasz Nowak, APN',
      'Jamal Whitaker, APN',
    ]);
  });

  test('shows the accolade and description on the first card only', async ({ page }) => {
    await page.goto('/ourteam/');
    await expect(cards(page).first()).toContainText('Community Health Champion Award');
    await expect(cards(page).first()).toContainText('Dr. Osei founded Omega Health Care');
    await expect(page.getByText(/Award, \d{4}/)).toHaveCount(1);
  });

  test('opens Book Now in a new tab, on every card but the consultant', async ({ page }) => {
    await page.goto('/ourteam/');
    const bookNow = page.getByRole('link', { name: /^Book Now/ });
    await expect(bookNow).toHaveCount(8);
    for (const link of await bookNow.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const consultant = cards(page).filter({ hasText: 'Dr. Kenji Watanabe' });
    await expect(consultant.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
    await expect(viewProfile(consultant)).toHaveAttribute('href', '/ourteam/Kenji_Watanabe/');
  });

  for (const { width, rows } of [
    { width: 360, rows: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
    { width: 768, rows: [2, 2, 2, 2, 1] },
    { width: 1280, rows: [3, 3, 3] },
  ]) {
    test(`lays out 300 px cards in rows of ${rows[0]} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ourteam/');
      await expect(cards(page)).toHaveCount(9);
      expect(await cardsPerRow(page)).toEqual(rows);
      const widths = await cards(page).evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().width),
      );
      expect(new Set(widths)).toEqual(new Set([300]));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('fits a 320 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/ourteam/');
    await expect(cards(page)).toHaveCount(9);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('shows the buttons directly on a small screen, below the portrait', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/ourteam/');
    const card = cards(page).nth(1);
    await expect(viewProfile(card)).toBeVisible();
    expect(await shownOpacity(viewProfile(card))).toBe(1);
    const photo = await card.getByRole('img').boundingBox();
    const button = await viewProfile(card).boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(photo!.y + photo!.height);
  });

  for (const width of [768, 1280]) {
    test(`reveals a card's details on hover at ${width} px, moving nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ourteam/');
      await page.mouse.move(0, 0);
      const card = cards(page).nth(1);
      await expect.poll(() => shownOpacity(viewProfile(card))).toBe(0);
      const before = await boxes(page);

      await card.getByRole('img').hover();
      await expect.poll(() => shownOpacity(viewProfile(card))).toBe(1);
      await expect.poll(() => shownOpacity(card.getByRole('link', { name: /^Book Now/ }))).toBe(1);
      expect(await shownOpacity(viewProfile(cards(page).nth(2)))).toBe(0);
      expect(await boxes(page)).toEqual(before);
      await expectNoAxeViolations(page);

      await viewProfile(card).click();
      await expect(page).toHaveURL(/\/ourteam\/Priya_Raman\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Priya Raman');
    });
  }

  test('reveals a card’s details while keyboard focus is inside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ourteam/');
    await page.mouse.move(0, 0);
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];

    await first.getByRole('link', { name: /^Book Now/ }).focus();
    await expect.poll(() => shownOpacity(viewProfile(first))).toBe(1);
    await expect.poll(() => shownOpacity(viewProfile(second))).toBe(0);

    await page.keyboard.press('Tab');
    await expect(viewProfile(second)).toBeFocused();
    await expect.poll(() => shownOpacity(viewProfile(second))).toBe(1);
    await expect.poll(() => shownOpacity(viewProfile(first))).toBe(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ourteam\/Priya_Raman\/$/);
  });

  for (const width of [360, 1280]) {
    test(`passes the axe checks at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ourteam/');
      await expect(cards(page)).toHaveCount(9);
      await expectNoAxeViolations(page);
    });
  }
});
