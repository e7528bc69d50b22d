import type { Page } from '@playwright/test';
import { appHydrated } from '../support/fixtures';
import { loadAllWidgets } from '../support/widgets';
import { readMatrixBuilds } from './combinations';
import { expect, test, type Site } from './site';

/**
 * The skew matrix's composition suite (scripts/matrix.mjs builds what it serves): for each
 * combination of builds, every kind of route renders, with the right status, the HTML of the
 * remote that owns it (not its notice) and every widget's, and hydrates with nothing reported in
 * the console (no error, no hydration mismatch).
 */

/** Each kind of route: its path (from the site's sitemap where it names content), its status, the slots it holds. */
interface RouteKind {
  kind: string;
  path: (sitemap: string[]) => string;
  status: number;
  slots: string[];
}

/** The first path of the sitemap that matches, as a path. */
const first = (pattern: RegExp) => (sitemap: string[]) => {
  const found = sitemap.find((url) => pattern.test(new URL(url).pathname));
  if (!found) throw new Error(`The sitemap lists no page like ${pattern}.`);
  return new URL(found).pathname;
};
const fixed = (path: string) => () => path;

const routes: RouteKind[] = [
  {
    kind: 'Home',
    path: fixed('/'),
    status: 200,
    slots: ['blog/LatestArticles', 'reviews/ReviewsCarousel'],
  },
  { kind: 'About us', path: fixed('/aboutUs/'), status: 200, slots: ['reviews/ReviewsCarousel'] },
  { kind: 'services', path: fixed('/services/'), status: 200, slots: ['reviews/ReviewsCarousel'] },
  { kind: 'a service', path: first(/^\/services\/[^/]+\/$/), status: 200, slots: [] },
  { kind: 'financing', path: fixed('/get-financed/'), status: 200, slots: [] },
  { kind: 'FAQs', path: fixed('/FAQs'), status: 200, slots: [] },
  { kind: 'contact', path: fixed('/contact-us'), status: 200, slots: [] },
  { kind: 'the blog', path: fixed('/blog/'), status: 200, slots: ['blog/BlogRoutes'] },
  {
    kind: 'a post',
    path: first(/^\/blog\/(?!category|archive)[^/]+\/$/),
    status: 200,
    slots: ['blog/BlogRoutes'],
  },
  {
    kind: 'a category',
    path: first(/^\/blog\/category\/[^/]+\/$/),
    status: 200,
    slots: ['blog/BlogRoutes'],
  },
  {
    kind: 'an archive month',
    path: first(/^\/blog\/archive\/[^/]+\/$/),
    status: 200,
    slots: ['blog/BlogRoutes'],
  },
  { kind: 'the team', path: fixed('/ourteam/'), status: 200, slots: ['team/TeamRoutes'] },
  {
    kind: 'a profile',
    path: first(/^\/ourteam\/[^/]+_[^/]+\/?$/),
    status: 200,
    slots: ['team/TeamRoutes'],
  },
  { kind: 'careers', path: fixed('/career/'), status: 200, slots: ['careers/CareersPage'] },
  { kind: 'Page Not Found', path: fixed('/no-such-page/'), status: 404, slots: [] },
];

const sitemaps = new Map<string, string[]>();
async function sitemapOf(site: Site): Promise<string[]> {
  if (!sitemaps.has(site.baseURL)) {
    const xml = await (await fetch(`${site.baseURL}/sitemap.xml`)).text();
    sitemaps.set(
      site.baseURL,
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!),
    );
  }
  return sitemaps.get(site.baseURL)!;
}

/** Every error the page reports: console errors and uncaught ones (hydration mismatches among them). */
function reported(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page's own status, which Chromium logs as a resource that failed to load.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The slots (or the page, outside any) whose HTML is a remote's notice. */
function noticesIn(html: string): string[] {
  const slots = [...html.matchAll(/data-remote-slot="([^"]+)"/g)];
  const noticed = slots
    .filter((slot, i) => html.slice(slot.index, slots[i + 1]?.index).includes('data-remote-notice'))
    .map((slot) => slot[1]!);
  const outside = html.slice(0, slots[0]?.index).includes('data-remote-notice');
  return outside ? ['outside any slot', ...noticed] : noticed;
}

/**
 * One route of one combination: its status and, in the HTML the server sent, each slot with its
 * remote's HTML and no notice; then, hydrated and every widget scrolled to, still no notice and
 * nothing reported.
 */
async function checkRoute(page: Page, site: Site, route: RouteKind) {
  const path = route.path(await sitemapOf(site));
  const errors = reported(page);
  const response = await page.goto(`${site.baseURL}${path}`);
  expect(response?.status(), `the status of ${path}`).toBe(route.status);
  const html = (await response?.text()) ?? '';
  for (const slot of route.slots)
    expect(html, `${path} holds ${slot}`).toContain(`data-remote-slot="${slot}"`);
  expect(noticesIn(html), `what the server's ${path} sent as a notice`).toEqual([]);
  await appHydrated(page);
  await loadAllWidgets(page);
  await expect(
    page.locator('[data-remote-notice]'),
    `${path} shows no notice once hydrated`,
  ).toHaveCount(0);
  for (const slot of route.slots)
    await expect(page.locator(`[data-remote-slot="${slot}"]`)).not.toBeEmpty();
  expect(errors, `what ${path} reported`).toEqual([]);
}

if (!readMatrixBuilds()) {
  test('the matrix has its previous releases', () => {
    throw new Error('MATRIX_BUILDS names no built previous releases: run npm run test:matrix.');
  });
} else {
  // Each combination is a project of the configuration (combinations.ts): these run in each.
  for (const route of routes)
    test(`${route.kind} renders and hydrates`, async ({ page, site }) => {
      await checkRoute(page, site, route);
    });
}
