import { hydrationErrors } from '../support/hydration';
import { cardTitles, expect, expectNoAxeViolations, test } from './blog-support';

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: 'Search articles by title or tag' });

test.describe('blog search without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form asks the blog for /blog/?q=…, which lists the results', async ({
    page,
  }) => {
    await page.goto('/blog/category/Articles/');
    await searchBox(page).fill('Naloxone');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/blog/'),
      searchBox(page).press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog\/\?q=Naloxone$/);
    await expect(cardTitles(page)).toHaveText(['Why Naloxone Belongs in Every Home First Aid Kit']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: “Naloxone”');
    await expect(page.getByText('FEATURED BLOGS')).toHaveCount(0);
    await expect(page.getByText('1 article found')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('Naloxone');
    await expect(page).toHaveTitle('Search: “Naloxone” | Blog | Omega Health Care');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/\?q=Naloxone$/,
    );
  });

  test('a search that finds nothing says so, with a way back', async ({ page }) => {
    await page.goto('/blog/');
    await searchBox(page).fill('dentistry');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/\?q=dentistry$/);
    await expect(page.getByText('Data Not Found')).toBeVisible();
    await expect(page.getByText('No articles match “dentistry”.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByText('Your Gateway to Essential Medical Insights')).toBeVisible();
  });

  test('many results page with the query kept', async ({ page }) => {
    await page.goto('/blog/?q=health');
    const first = await cardTitles(page).allTextContents();
    expect(first).toHaveLength(5);
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/\/blog\/\?q=health&page=2$/);
    await expect(page.getByText('Search: “health”')).toBeVisible();
    expect(await cardTitles(page).allTextContents()).not.toEqual(first);
  });
});

// docs/product.md, "Blog sidebar": results appear as links under the box (case ignored), an empty box
// gives none, a click on a result clears box and results. Enter or the Search button opens the
// /blog/?q=… list, as the form does without script.
test.describe('blog search with script', () => {
  const results = (page: import('@playwright/test').Page) =>
    page.getByRole('list', { name: 'Search results' }).getByRole('link');

  test('typing lists the matching articles as links under the box, on the blog list too', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const firstCards = await cardTitles(page).allTextContents();
    await searchBox(page).fill('QUITTING');
    await expect(results(page)).toHaveText(['Quitting Smoking or Vaping With the Right Support']);
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await cardTitles(page).allTextContents()).toEqual(firstCards);
    await expectNoAxeViolations(page);

    await searchBox(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('a click on a result opens the article and clears the box and the results', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await searchBox(page).fill('naloxone');
    await results(page).getByText('Why Naloxone Belongs in Every Home First Aid Kit').click();
    await expect(page).toHaveURL(/\/blog\/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Why Naloxone Belongs in Every Home First Aid Kit',
    );
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
  });

  test('Enter opens the list of results; back and forward follow', async ({ page }) => {
    await page.goto('/blog/category/Articles/');
    await searchBox(page).fill('naloxone');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\/\?q=naloxone$/);
    await expect(cardTitles(page)).toHaveText(['Why Naloxone Belongs in Every Home First Aid Kit']);
    await expect(searchBox(page)).toHaveValue('naloxone');
    await expect(results(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/category\/Articles\/$/);
    await expect(searchBox(page)).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\/\?q=naloxone$/);
    await expect(searchBox(page)).toHaveValue('naloxone');

    // A link to the whole list empties the box.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(searchBox(page)).toHaveValue('');
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a shared search address, script ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('loads with its results and a 200', async ({ page }) => {
      const response = await page.goto('/blog/?q=vaccine');
      expect(response?.status()).toBe(200);
      await expect(page.getByText('Search: “vaccine”')).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
      for (const title of await cardTitles(page).allTextContents()) {
        expect(title.length).toBeGreaterThan(0);
      }
      await expect(searchBox(page)).toHaveValue('vaccine');
    });
  });
}

test('a search address hydrates as the blog rendered it: no mismatch, and typing then searches', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.goto('/blog/?q=vaccine&page=1');
  await expect(page.getByText('Search: “vaccine”')).toBeVisible();
  await searchBox(page).fill('naloxone');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveText([
    'Why Naloxone Belongs in Every Home First Aid Kit',
  ]);
  // Only the hydrated list answers Enter in place: the address changes without a new document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/blog\/\?q=naloxone$/);
  await expect(cardTitles(page)).toHaveText(['Why Naloxone Belongs in Every Home First Aid Kit']);
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});
