import { expect, test } from '../support/fixtures';
import { isSameDocument, markDocument } from '../support/remotes';
import { scrollToWidget } from '../support/widgets';

/** Each remote's route, and a heading only that remote renders. */
const remoteRoutes = [
  { remote: 'blog', path: '/blog/', navLabel: 'BLOG', heading: 'FEATURED BLOGS' },
  { remote: 'team', path: '/ourteam/', navLabel: 'OUR TEAM', heading: 'MEET THE TEAM' },
  { remote: 'careers', path: '/career/', navLabel: 'CAREERS', heading: 'CAREERS' },
];

test.describe('composition', () => {
  for (const { remote, path, heading } of remoteRoutes) {
    test(`${path} renders the ${remote} remote inside the shell's frame`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('home shows the blog and reviews widgets', async ({ page }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'LATEST TIPS & NEWS' });
    await scrollToWidget(latest);
    await expect(latest.getByRole('link')).toHaveCount(3);
    const reviews = page.getByRole('region', { name: 'Our Reviews' });
    await scrollToWidget(reviews);
    await expect(reviews.getByRole('listitem').first()).toBeVisible();
  });

  test('navigating between shell and remote routes keeps one document', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { path, navLabel, heading } of remoteRoutes) {
      await nav.getByRole('link', { name: navLabel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a remote uses the shell router for its own links and params', async ({ page }) => {
    await page.goto('/ourteam/');
    await markDocument(page);
    await page.getByRole('link', { name: 'VIEW PROFILE' }).first().click();
    await expect(page).toHaveURL(/\/ourteam\/[A-Za-z]+_[A-Za-z]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});
