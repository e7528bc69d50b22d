import { cardTitles, expect, expectNoAxeViolations, test } from './blog-support';
import { horizontalOverflow } from '../support/layout';

test.describe('blog filters', () => {
  for (const category of ['Articles', 'Announcements']) {
    test(`/blog/category/${category}/ lists only that category`, async ({ page }) => {
      await page.goto(`/blog/category/${category}/`);
      // Headed by its filter: 'FEATURED BLOGS' and its sub-title head the unfiltered list only.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Category: ${category}`);
      await expect(page.getByText('FEATURED BLOGS')).toHaveCount(0);
      const cards = page.getByRole('list', { name: `Category: ${category}` }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card.getByText(`Category: ${category}`)).toBeVisible();
      }
      await expect(page.getByText('Your Gateway to Essential Medical Insights')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: category }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(`Category: ${category} | Blog | Omega Health Care`);
    });
  }

  test('Education lists the curated external pages, opening in a new tab', async ({ page }) => {
    await page.goto('/blog/category/Education/');
    const opioids = page.getByRole('link', { name: /^Opioids/ });
    await expect(opioids).toHaveAttribute('href', 'https://nida.nih.gov/research-topics/opioids');
    await expect(opioids).toHaveAttribute('target', '_blank');
    await expect(opioids).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category: Education');
    await expect(page.getByText('FEATURED BLOGS')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the category matches in any letter case, without a trailing slash', async ({ page }) => {
    await page.goto('/blog/category/announcements');
    await expect(
      page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Announcements' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(page).first()).toBeVisible();
  });

  test('an archive lists the posts of that month and year', async ({ page }) => {
    await page.goto('/blog/archive/June%202025/');
    await expect(cardTitles(page)).toHaveText([
      'Protecting Your Heart and Blood Pressure in Summer Heat',
      'Preventive Screenings for Men and Women at Every Age',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive: June 2025');
    await expect(page.getByText('FEATURED BLOGS')).toHaveCount(0);
    await expect(page.getByText('Your Gateway to Essential Medical Insights')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the archive links lead to their months', async ({ page }) => {
    await page.goto('/blog/');
    const archives = page.getByRole('region', { name: 'Archives' });
    await expect(archives.getByRole('link')).toHaveCount(14);
    await archives.getByRole('link', { name: 'September 2024' }).click();
    await expect(page).toHaveURL(/\/blog\/archive\/September%202024\/$/);
    await expect(cardTitles(page)).toHaveText([
      'Five Myths About Medication for Opioid Use Disorder',
      'Understanding Medication for Opioid Use Disorder',
    ]);
  });

  for (const path of [
    '/blog/category/Recipes/',
    '/blog/archive/June/',
    '/blog/archive/Smarch%202025',
  ]) {
    test(`${path} shows Data Not Found and a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Data Not Found')).toBeVisible();
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.getByText('Your Gateway to Essential Medical Insights')).toBeVisible();
    });
  }

  test('Data Not Found has no accessibility violations', async ({ page }) => {
    await page.goto('/blog/category/Recipes/');
    await expect(page.getByText('Data Not Found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Away from the blog list the results are links under the box (on the list, the list itself:
// blog-search-url.spec.ts).
test.describe('blog search', () => {
  test('finds posts by title or tag and clears itself when a result is chosen', async ({
    page,
  }) => {
    await page.goto('/blog/category/Announcements/');
    const search = page.getByRole('searchbox', { name: 'Search articles by title or tag' });
    await expect(search).toHaveAttribute('placeholder', 'Search');
    await search.fill('Naloxone');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link')).toHaveText([
      'Why Naloxone Belongs in Every Home First Aid Kit',
    ]);
    await expectNoAxeViolations(page);
    await results.getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit\/$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('matches tags, ignores case and says when nothing matches', async ({ page }) => {
    await page.goto('/blog/category/Announcements/');
    const search = page.getByRole('searchbox', { name: 'Search articles by title or tag' });
    await search.fill('HARM REDUCTION');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(
      1,
    );
    await search.fill('dentistry');
    await expect(page.getByText('No articles match “dentistry”.')).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });
});

test.describe('blog on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a Select Category dropdown replaces the categories panel', async ({ page }) => {
    await page.goto('/blog/');
    const select = page.getByRole('combobox', { name: 'Select Category' });
    await expect(select).toBeVisible();
    await expect(page.getByRole('region', { name: 'Categories' })).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await select.selectOption('Education');
    await expect(page).toHaveURL(/\/blog\/category\/Education\/$/);
    await expect(page.getByRole('link', { name: /^Opioids/ })).toBeVisible();
    await select.selectOption('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText('Your Gateway to Essential Medical Insights')).toBeVisible();
  });
});

test.describe('blog on a medium screen', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('shows the categories panel instead of the dropdown', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('region', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Select Category' })).toBeHidden();
  });
});
