import { mainLacksCrisisLine } from '../support/crisis-line';
import { expect, test } from '../support/fixtures';
import { sitemapPaths } from '../support/sitemap';

/**
 * Every page of the sitemap whose main content speaks of mental health, suicide, crisis,
 * substance use or addiction shows the crisis line there, visibly, with numbers a phone can call:
 * read in the real browser, after every remote part has arrived, so a new page or post of any
 * app is checked once the sitemap lists it.
 */
const SHARDS = 3;
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every sitemap page that speaks of a crisis topic shows the crisis line in its main content (part ${shard + 1})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const paths = (await sitemapPaths(page.request)).filter((_, index) => index % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      if (await mainLacksCrisisLine(page)) {
        missing.push(path);
        continue;
      }
      const line = page.getByRole('main').getByRole('region', { name: 'If you need help now' });
      if ((await line.count()) === 0) continue;
      await expect(line, path).toBeVisible();
      await expect(line.getByRole('link', { name: '988', exact: true }), path).toHaveAttribute(
        'href',
        'tel:988',
      );
      await expect(line.getByRole('link', { name: '911', exact: true }), path).toHaveAttribute(
        'href',
        'tel:911',
      );
    }
    expect(missing).toEqual([]);
  });
}
