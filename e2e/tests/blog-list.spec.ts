import type { Page } from '@playwright/test';
import {
  bodyLoaded,
  cardTitles,
  expect,
  expectNoAxeViolations,
  metaDescription,
  test,
} from './blog-support';

const NEWEST = 'Quitting Smoking or Vaping With the Right Support';

test.describe('blog list', () => {
  for (const path of ['/blog', '/blog/']) {
    test(`${path} shows the banner, heading, five newest posts and the pager`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeVisible();
      await expect(page.getByText('Your Gateway to Essential Medical Insights')).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Omega Health Network' })).toBeVisible();
      await expect(breadcrumb.getByText('BLOG')).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(5);
      await expect(cardTitles(page).first()).toHaveText(NEWEST);
      await expect(page.getByRole('navigation', { name: 'Blog pages' })).toBeVisible();
      await expect(page).toHaveTitle('Blog | Omega Health Care');
      await expect(metaDescription(page)).toHaveAttribute(
        'content',
        /Health articles and practice news/,
      );
    });
  }

  test('a card shows date, category and tags, and opens its post', async ({ page }) => {
    await page.goto('/blog/');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: NEWEST }) });
    await expect(card.getByText('October 22nd 2025')).toBeVisible();
    await expect(card.getByText('Category: Articles')).toBeVisible();
    await expect(card.getByText('Smoking, Vaping, Quitting')).toBeVisible();
    await card.getByRole('link', { name: NEWEST }).click();
    await expect(page).toHaveURL(/\/blog\/Quitting-Smoking-or-Vaping-With-the-Right-Support\/$/);
    await expect(page.getByRole('heading', { level: 1, name: NEWEST })).toBeVisible();
    await bodyLoaded(page);
  });

  test.describe('a card under a pointer', () => {
    const newestCard = async (page: Page) => {
      await page.goto('/blog/');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: NEWEST }) });
      await card.getByRole('link', { name: NEWEST }).hover();
      // Longer than the card's transition (mf-blog's Card.module.css).
      await page.waitForTimeout(300);
      return card.evaluate((element) => getComputedStyle(element).transform !== 'none');
    };

    test('lifts where the pointer hovers', async ({ page }) => {
      expect(await newestCard(page)).toBe(true);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

      test('stays in place under the finger: its lift would be painted during the post', async ({
        page,
      }) => {
        expect(await newestCard(page)).toBe(false);
      });
    });
  });

  for (const query of ['?page=abc', '?page=0']) {
    test(`${query} resets to page 1`, async ({ page }) => {
      await page.goto(`/blog/${query}`);
      await expect(page).toHaveURL(/\/blog\/\?page=1$/);
      await expect(cardTitles(page).first()).toHaveText(NEWEST);
      await expect(
        page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 1' }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('?page=999 shows the last page', async ({ page }) => {
    await page.goto('/blog/?page=999');
    await expect(page).toHaveURL(/\/blog\/\?page=6$/);
    await expect(cardTitles(page).last()).toHaveText(
      'Understanding Medication for Opioid Use Disorder',
    );
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  });

  test('?&page=2 is read as page 2', async ({ page }) => {
    await page.goto('/blog/?&page=2');
    await expect(
      page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(cardTitles(page).first()).not.toHaveText(NEWEST);
    // Every page of the unfiltered list is headed as its first.
    await expect(page.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeVisible();
    await expect(page.getByText('Your Gateway to Essential Medical Insights')).toBeVisible();
    await expect(page).toHaveTitle('Blog – Page 2 | Omega Health Care');
  });

  test('the pager moves between pages and scrolls back to the top', async ({ page }) => {
    await page.goto('/blog/');
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await pager.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\?page=1$/);
    await expect(cardTitles(page).first()).toHaveText(NEWEST);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/blog/');
    await expect(cardTitles(page)).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
});
