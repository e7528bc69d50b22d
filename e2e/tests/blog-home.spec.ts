import { scrollToWidget } from '../support/widgets';
import { expect, test } from './blog-support';

test.describe('latest articles on Home', () => {
  test('shows the three newest articles as cards that open their posts', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (/\/article-[\w-]+\.[0-9a-f]+\.js$/.test(request.url())) bodies.push(request.url());
    });
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'LATEST TIPS & NEWS' });
    await scrollToWidget(latest);
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText([
      'Quitting Smoking or Vaping With the Right Support',
      'Flu Shots Are Now Available at Our Millbrook Office',
      'Why Every Adult Should Get Tested for Hepatitis C',
    ]);
    await expect(latest.getByText('October 22nd 2025')).toBeAttached();
    for (const image of await latest.locator('img').all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '675');
    }
    expect(bodies).toEqual([]);

    await latest
      .getByRole('link', { name: 'Flu Shots Are Now Available at Our Millbrook Office' })
      .click();
    await expect(page).toHaveURL(/\/blog\/Flu-Shots-Are-Now-Available-at-Our-Millbrook-Office\/$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Flu Shots Are Now Available at Our Millbrook Office',
      }),
    ).toBeVisible();
  });
});
