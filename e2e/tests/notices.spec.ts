import type { APIRequestContext } from '@playwright/test';
import { startAnalyticsSite } from '../support/analytics-site';
import { expect, test } from '../support/fixtures';
import { sitemapPaths } from '../support/sitemap';

/**
 * The notices the practice posts: each a page in the sitemap, linked from the footer of every
 * page (with "Privacy choices" where analytics is configured), and language assistance from Home.
 */
const notices = [
  { path: '/privacy-notice/', label: 'Website privacy notice' },
  { path: '/notice-of-privacy-practices/', label: 'Notice of privacy practices' },
  { path: '/nondiscrimination/', label: 'Nondiscrimination and language assistance' },
  { path: '/accessibility/', label: 'Accessibility' },
];

/** The footer's list of notices in a page's HTML as the server sends it. */
async function footerNotices(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const nav = /<nav aria-label="Notices"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => ({
    href,
    text,
  }));
}

test('each notice is in the sitemap, and every page of it links to all four', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  for (const { path } of notices) expect(paths).toContain(path);
  for (const path of paths) {
    expect(await footerNotices(request, path), path).toEqual(
      notices.map(({ path: href, label }) => ({ href, text: label })),
    );
  }
});

test('with analytics configured, every footer offers "Privacy choices"', async ({
  baseURL,
  request,
}) => {
  const site = await startAnalyticsSite(baseURL!);
  try {
    for (const path of ['/', '/blog/', '/ourteam/', '/career/', '/privacy-notice/'])
      expect(await footerNotices(request, site.origin + path), path).toContainEqual({
        href: '/privacy-notice/#analytics',
        text: 'Privacy choices',
      });
  } finally {
    await site.stop();
  }
});

test('Home leads to the taglines, Spanish first, each in its language', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Language assistance', exact: true })
    .click();
  await expect(page).toHaveURL(/\/nondiscrimination\/#language-assistance$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nondiscrimination and Language Assistance' }),
  ).toBeVisible();
  const taglines = await page.locator('#language-assistance li[lang]').evaluateAll((items) =>
    items.map((item) => ({
      lang: item.getAttribute('lang'),
      dir: item.getAttribute('dir') ?? '',
    })),
  );
  expect(taglines[0]).toEqual({ lang: 'es', dir: '' });
  expect(taglines.map(({ lang }) => lang)).toEqual(
    expect.arrayContaining(['pt', 'ko', 'zh-Hant', 'gu', 'hi', 'ar', 'tl', 'it', 'pl', 'ht']),
  );
  expect(taglines.find(({ lang }) => lang === 'ar')?.dir).toBe('rtl');
});

test('the accessibility statement names its standard, its date and how to reach us', async ({
  page,
}) => {
  await page.goto('/accessibility/');
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG) 2.2 at level AA');
  await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  const report = page.getByRole('region', { name: 'Report a barrier or ask for another format' });
  await expect(report.getByRole('link', { name: '(732) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+17325550142',
  );
  await expect(report.getByRole('link', { name: 'info@omegahealth.example' })).toBeVisible();
});
