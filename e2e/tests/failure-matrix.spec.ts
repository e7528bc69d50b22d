import type { Locator, Page } from '@playwright/test';
import type { RemoteName } from '@practice/shared-types';
import { failures, installFailure } from '../support/failures';
import { appTest as test, expect, POPUP_NAME } from '../support/fixtures';
import { isSameDocument, markDocument, remoteOrigins } from '../support/remotes';
import { scrollToWidget } from '../support/widgets';

/**
 * Every way a visitor meets a remote, crossed with every way it fails in the browser:
 *
 * | remote  | way in                              | refused | entry 500 | manifest 500 | hung | chunk 404 | throws | redeployed |
 * | ------- | ----------------------------------- | ------- | --------- | ------------ | ---- | --------- | ------ | ---------- |
 * | blog    | lands on /blog/                     | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | blog    | navigates from /ourteam/            | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | blog    | hovers BLOG (warm-up), then clicks  | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | blog    | latest articles widget on Home      | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | team    | lands on /ourteam/                  | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | team    | navigates from /career/             | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | team    | hovers OUR TEAM, then clicks        | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | careers | lands on /career/                   | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | careers | navigates from /blog/               | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | careers | hovers CAREERS, then clicks         | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | reviews | reviews widget on Home              | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | reviews | reviews widget on About             | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | reviews | reviews widget on Services          | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 * | reviews | navigates to About from /FAQs       | ✓       | ✓         | ✓            | ✓    | ✓         | ✓      | ✓          |
 *
 * Each case expects: header, footer and pop-up intact; in the remote's place its notice (a route:
 * the branded notice with the phone number and Retry; a widget: its inline notice with Retry);
 * another remote's route working meanwhile; no uncaught error; and, once the remote is back, Retry
 * bringing it in place without a reload. 'redeployed' comes once the remote has loaded: the
 * visitor's next step inside it (the blog: opening a post, whose body is a chunk of its own; from
 * Home's widget, the blog's routes) asks for code of the build the deploy removed; no notice may show, because the runtime asks for the
 * remote's current manifest once and loads the new build by itself.
 *
 * The failures are made in the browser (failures.ts); the same failures at request time, on the
 * server, are server-failures.spec.ts.
 */

const PHONE = '(732) 555-0142';
/** The site's time-out for a remote (its runtime config), shortened so hung cases end sooner. */
const TIMEOUT_MS = 3000;

interface Place {
  remote: RemoteName;
  kind: 'area' | 'widget';
  /** Where the remote's part is on the page. */
  region: (page: Page) => Locator;
  /** What only the remote's own code shows, once it has loaded. */
  content: (page: Page) => Locator;
  /** The notice's words. */
  notice: RegExp;
  /** The visitor's next step inside the remote, which asks it for code it has not loaded yet. */
  next?: (page: Page) => Promise<Locator>;
}

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
const main = (page: Page) => page.getByRole('main');
const latestRegion = (page: Page) => page.getByRole('region', { name: 'LATEST TIPS & NEWS' });
const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Our Reviews' });

/** Opens a post from a list of them: its body is a chunk of its own. */
async function openFirstPost(list: Locator): Promise<Locator> {
  const link = list.getByRole('heading').getByRole('link').first();
  const title = (await link.innerText()).trim();
  await link.click();
  return list.page().getByRole('heading', { level: 1, name: title });
}

const places = {
  blog: {
    remote: 'blog',
    kind: 'area',
    region: main,
    content: h1('FEATURED BLOGS'),
    notice: /Our blog is temporarily unavailable/,
    next: (page) => openFirstPost(main(page)),
  },
  latest: {
    remote: 'blog',
    kind: 'widget',
    region: latestRegion,
    content: (page) => latestRegion(page).getByRole('heading', { level: 3 }).first(),
    notice: /Our latest articles cannot be shown right now/,
    next: (page) => openFirstPost(latestRegion(page)),
  },
  team: {
    remote: 'team',
    kind: 'area',
    region: main,
    content: h1('MEET THE TEAM'),
    notice: /Our team page is temporarily unavailable/,
  },
  careers: {
    remote: 'careers',
    kind: 'area',
    region: main,
    content: h1('CAREERS'),
    notice: /Our careers page is temporarily unavailable/,
  },
  reviews: {
    remote: 'reviews',
    kind: 'widget',
    region: reviewsRegion,
    content: (page) => reviewsRegion(page).getByRole('listitem').first(),
    notice: /Patient reviews cannot be shown right now/,
  },
} satisfies Record<string, Place>;

/** Another remote's route, which must keep working while this one fails. */
const neighbours: Record<RemoteName, { nav: string; heading: string }> = {
  blog: { nav: 'OUR TEAM', heading: 'MEET THE TEAM' },
  team: { nav: 'CAREERS', heading: 'CAREERS' },
  careers: { nav: 'BLOG', heading: 'FEATURED BLOGS' },
  reviews: { nav: 'BLOG', heading: 'FEATURED BLOGS' },
};

interface Way {
  name: string;
  place: Place;
  /** Takes the visitor there. */
  enter: (page: Page) => Promise<void>;
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * Lands on a page as a visitor does: its server HTML, then the app hydrating it (a remote that
 * fails settles as its notice), and the pop-up that greets the visit, closed.
 */
async function land(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await markDocument(page);
  const popup = page.getByRole('dialog', { name: POPUP_NAME });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

const lands =
  (path: string): Way['enter'] =>
  (page) =>
    land(page, path);
const navigates =
  (from: string, nav: string): Way['enter'] =>
  async (page) => {
    await land(page, from);
    await navLink(page, nav).click();
  };
/**
 * The header's link warms the remote up on hover; the click follows once that has begun (its
 * `prefetch` mark of intent: what it fetches may all have come on idle already).
 */
const hoversThenClicks =
  (from: string, nav: string): Way['enter'] =>
  async (page) => {
    await land(page, from);
    const link = navLink(page, nav);
    const path = new URL((await link.getAttribute('href'))!, page.url()).pathname;
    await link.hover();
    await page.waitForFunction(
      (wanted) =>
        performance.getEntriesByName('prefetch', 'mark').some((mark) => {
          const detail = (mark as PerformanceMark).detail as { path: string; eagerness: string };
          return detail.path === wanted && detail.eagerness === 'intent';
        }),
      path,
    );
    await link.click();
  };
/** The three ways into a remote's route: landing on it, a click from another page, a warmed click. */
const routeWays = (place: Place, path: string, from: string, nav: string): Way[] => [
  { name: `lands on ${path}`, place, enter: lands(path) },
  { name: `navigates from ${from}`, place, enter: navigates(from, nav) },
  { name: `hovers ${nav}, then clicks`, place, enter: hoversThenClicks(from, nav) },
];

const ways: Way[] = [
  ...routeWays(places.blog, '/blog/', '/ourteam/', 'BLOG'),
  { name: 'latest articles widget on Home', place: places.latest, enter: lands('/') },
  ...routeWays(places.team, '/ourteam/', '/career/', 'OUR TEAM'),
  ...routeWays(places.careers, '/career/', '/blog/', 'CAREERS'),
  { name: 'reviews widget on Home', place: places.reviews, enter: lands('/') },
  { name: 'reviews widget on About', place: places.reviews, enter: lands('/aboutUs/') },
  { name: 'reviews widget on Services', place: places.reviews, enter: lands('/services/') },
  {
    name: 'navigates to About from /FAQs',
    place: places.reviews,
    enter: navigates('/FAQs', 'ABOUT US'),
  },
];

/** Where the remote's notice is, once it has settled in its place. */
async function reach(page: Page, place: Place): Promise<void> {
  if (place.kind === 'widget') await scrollToWidget(place.region(page));
}

function noticeOf(page: Page, place: Place): Locator {
  return place.kind === 'area'
    ? page.getByRole('alert').filter({ hasText: place.notice })
    : place.region(page).getByRole('status').filter({ hasText: place.notice });
}

/** The frame around every page: header, footer, and the pop-up that greets a landing. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(PHONE);
}

/** Another remote's route works while this one fails; the visitor then comes back. */
async function visitNeighbourAndReturn(page: Page, place: Place): Promise<void> {
  const neighbour = neighbours[place.remote];
  // From the top, where the sticky header rests. Scrolled down (at a widget), the contact bar is
  // hidden, and Chromium scrolls the page up to bring a link of the header "into view" before
  // clicking it: the bar slides back in (a transition) and can take the link from under a click
  // that a busy machine splits (pressed on the link, released beside it: no click on the link).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
  await navLink(page, neighbour.nav).click();
  await expect(page.getByRole('heading', { level: 1, name: neighbour.heading })).toBeVisible();
  // Back to the page the visitor came from; a hung remote's files keep its 'load' from firing.
  await page.goBack({ waitUntil: 'commit' });
  await reach(page, place);
}

test.describe('failure matrix: every way in × every failure', () => {
  // Chromium treats a document a test has rewritten as coming from the public internet, and asks
  // before it lets that reach the remotes on this machine's loopback: the visitor's answer is yes.
  test.use({ permissions: ['local-network-access'] });

  // A failure's handler may still be answering a request when its test ends (the page closing).
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test.beforeEach(async ({ page }) => {
    // The time-out a page gives a remote comes with its runtime config in the page itself.
    await page.route(
      (url) => !url.pathname.includes('.'),
      async (route, request) => {
        if (!request.isNavigationRequest()) return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /"remoteTimeoutMs":\d+/,
          `"remoteTimeoutMs":${TIMEOUT_MS}`,
        );
        return route.fulfill({ response, body });
      },
    );
  });

  for (const way of ways) {
    for (const failure of failures) {
      const { place } = way;
      test(`${place.remote} · ${way.name} · ${failure}`, async ({ page, request }, testInfo) => {
        const uncaught: Error[] = [];
        page.on('pageerror', (error) => uncaught.push(error));
        const origin = (await remoteOrigins(request))[place.remote];

        if (failure === 'redeployed') {
          // The page settles on the current build; the deploy comes while the tab is open.
          await way.enter(page);
          await reach(page, place);
          await expect(place.content(page)).toBeVisible();
          const deployed = await installFailure(page, origin, failure);
          if (place.next) {
            await expect(await place.next(page)).toBeVisible();
            // The post's heading can show before its body's chunk is asked for.
            await expect.poll(deployed.staleChunksRefused).toBeGreaterThan(0);
          } else {
            // Its module is whole in the tab already: it keeps working across navigation.
            await visitNeighbourAndReturn(page, place);
            await expect(place.content(page)).toBeVisible();
          }
          await expect(page.getByRole('alert')).toHaveCount(0);
        } else {
          const failing = await installFailure(page, origin, failure);
          await way.enter(page);
          await expectFrame(page);
          await reach(page, place);
          const notice = noticeOf(page, place);
          await expect(notice).toBeVisible({ timeout: TIMEOUT_MS + 5_000 });
          await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
          if (place.kind === 'area') await expect(notice).toContainText(PHONE);
          await visitNeighbourAndReturn(page, place);
          await expect(notice).toBeVisible({ timeout: TIMEOUT_MS + 5_000 });

          await failing.restore();
          const retried = Date.now();
          await notice.getByRole('button', { name: 'Retry' }).click();
          await expect(place.content(page)).toBeVisible();
          testInfo.annotations.push({
            type: 'retry-to-content-ms',
            description: String(Date.now() - retried),
          });
          await expect(notice).toHaveCount(0);
        }
        await expectFrame(page);
        expect(await isSameDocument(page)).toBe(true);
        expect(uncaught).toEqual([]);
      });
    }
  }
});
