import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_ID, startAnalyticsSite, type AnalyticsSite } from '../support/analytics-site';
import { appHydrated, expect, test } from '../support/fixtures';
import { sitemapPaths } from '../support/sitemap';
import { recordThirdParties } from '../support/third-parties';
import { loadAllWidgets } from '../support/widgets';

/**
 * Every sitemap page (and a blog search), in a real browser, on a site with an analytics id
 * configured, each widget scrolled to: what reaches a third party (the reviews provider's stub
 * included) before a choice, after a refusal, with Global Privacy Control, and after a yes (then
 * only gtag.js, and page views by path). Prints the figures.
 */
test.describe.configure({ mode: 'parallel', timeout: 20 * 60_000 });

let site: AnalyticsSite;
let paths: string[];
test.beforeAll(async ({ baseURL, request }) => {
  site = await startAnalyticsSite(baseURL!);
  paths = [...(await sitemapPaths(request)), '/blog/?q=anxiety'];
});
test.afterAll(async () => {
  await site?.stop();
});

interface Visit {
  path: string;
  thirdParties: string[];
  pageViews: unknown[];
}

/** Visits every page in turn, after `before` on Home, and records what each sent. */
async function crawl(
  page: Page,
  context: BrowserContext,
  before: (page: Page) => Promise<void>,
): Promise<Visit[]> {
  const thirdParties = await recordThirdParties(context);
  await page.goto(`${site.origin}/`);
  await appHydrated(page);
  await before(page);
  const visits: Visit[] = [];
  for (const path of paths) {
    thirdParties.length = 0;
    await page.goto(site.origin + path);
    await appHydrated(page);
    // Widgets below the fold load their code and data only near the viewport: the reviews too.
    await loadAllWidgets(page);
    await page.waitForTimeout(300);
    const pageViews = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter((entry) => !(typeof entry === 'object' && entry !== null && 'event' in entry))
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter(([name]) => name === 'event' || name === 'set')
        // gtag('set', params) and gtag('event', 'page_view', params)
        .map((command) => (command[0] === 'set' ? command[1] : command[2])),
    );
    visits.push({ path, thirdParties: [...thirdParties], pageViews });
  }
  return visits;
}

function report(mode: string, visits: Visit[]) {
  const requests = visits.flatMap((visit) => visit.thirdParties);
  console.log(
    `${mode}: ${visits.length} pages, ${requests.length} third-party requests` +
      (requests.length ? ` (${[...new Set(requests)].join(', ')})` : ''),
  );
}

const choose = (name: string, stored: string) => async (page: Page) => {
  await page.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name }).click();
  expect(await page.evaluate(() => localStorage.getItem('omega-analytics-choice'))).toBe(stored);
};

test('before a choice', async ({ page, context }) => {
  const visits = await crawl(page, context, async () => {});
  report('before a choice', visits);
  expect(visits.filter((visit) => visit.thirdParties.length > 0)).toEqual([]);
});

test('after refusing', async ({ page, context }) => {
  const visits = await crawl(page, context, choose('Refuse analytics', 'denied'));
  report('after refusing', visits);
  expect(visits.filter((visit) => visit.thirdParties.length > 0)).toEqual([]);
});

test.describe('Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  test('with GPC', async ({ page, context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const visits = await crawl(page, context, async () => {});
    report('with GPC', visits);
    expect(visits.filter((visit) => visit.thirdParties.length > 0)).toEqual([]);
  });
});

test('after a yes', async ({ page, context }) => {
  const visits = await crawl(page, context, choose('Allow analytics', 'granted'));
  report('after a yes', visits);
  const gtag = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`;
  for (const { path, thirdParties, pageViews } of visits) {
    const pathname = new URL(path, site.origin).pathname;
    expect(thirdParties, path).toEqual([gtag]);
    expect(pageViews, path).toEqual([
      expect.objectContaining({ page_location: site.origin + pathname, page_title: pathname }),
      { page_path: pathname },
    ]);
    expect(JSON.stringify(pageViews), path).not.toContain('?');
  }
  console.log(
    `after a yes, page views sent: ${visits
      .slice(0, 3)
      .map((visit) => JSON.stringify(visit.pageViews))
      .join(' | ')} …`,
  );
});
