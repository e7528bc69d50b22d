import type { APIRequestContext, CDPSession, Page, Request } from '@playwright/test';
import { appTest as test, expect } from '../support/fixtures';
import { remoteOrigins } from '../support/remotes';

/**
 * What the next page needs is fetched before the visitor gets there (docs/performance.md): on
 * intent (hover, focus, touch) always; on idle only after the first page has loaded and painted,
 * for at most ten pages per page; never on idle with Save-Data on.
 */

/** Keeps `IDLE_PREFETCH_LIMIT` of shell/src/prefetch/use-link-prefetch.ts. */
const IDLE_PREFETCH_LIMIT = 10;
/** How long the test waits for fetches that must not come. */
const QUIET_MS = 2500;

const mainNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Every request the page makes to `origin`, from now on. */
function requestsTo(page: Page, origin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) seen.push(request);
  });
  return seen;
}

/** The pages marked `prefetch` with this eagerness so far. */
const marksOf = (page: Page, eagerness: 'idle' | 'intent') =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByName('prefetch', 'mark')
        .map((mark) => (mark as PerformanceMark).detail as { path: string; eagerness: string })
        .filter((detail) => detail.eagerness === wanted)
        .map((detail) => detail.path),
    eagerness,
  );
const idleMarks = (page: Page) => marksOf(page, 'idle');

/** Home with Save-Data on, loaded and quiet: nothing of the team's or careers' fetched yet. */
async function homeWithSaveData(page: Page, request: APIRequestContext) {
  const origins = await remoteOrigins(request);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const team = requestsTo(page, origins.team);
  const careers = requestsTo(page, origins.careers);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const saveData = () =>
    (navigator as Navigator & { connection?: { saveData: boolean } }).connection?.saveData;
  expect(await page.evaluate(saveData)).toBe(true);
  expect(team.map((r) => r.url())).toEqual([]);
  expect(careers.map((r) => r.url())).toEqual([]);
  return { origins, team, careers };
}

test.describe('fetching the next page ahead', () => {
  // The landing pop-up, seen already this session: the page's links are the visitor's to reach.
  test.beforeEach(({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('landing-popup-seen', '1')),
  );

  test('with Save-Data, nothing on idle; hovering or focusing a link fetches its page', async ({
    page,
    request,
  }) => {
    const { origins } = await homeWithSaveData(page, request);
    expect(await idleMarks(page)).toEqual([]);

    const teamFetched = page.waitForRequest((r) => r.url().startsWith(origins.team));
    await mainNavLink(page, 'OUR TEAM').hover();
    await teamFetched;
    const careersFetched = page.waitForRequest((r) => r.url().startsWith(origins.careers));
    await mainNavLink(page, 'CAREERS').focus();
    await careersFetched;
  });

  test("on intent, a remote's page also fetches its data and its first images", async ({
    page,
    request,
  }) => {
    // As the servers send them: the team page's first photo, the blog list's second post.
    const team = await (await request.get('/ourteam/')).text();
    const firstPhoto = /<main[\s\S]*?<img[^>]* src="([^"]+)"/.exec(team)?.[1];
    const list = await (await request.get('/blog/')).text();
    const secondPost = [...list.matchAll(/<h2[^>]*><a href="\/blog\/([^/"]+)\/"/g)][1]?.[1];
    expect(firstPhoto).toBeTruthy();
    expect(secondPost).toBeTruthy();

    await homeWithSaveData(page, request);
    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(await fetched()).not.toContain(firstPhoto);
    const photoFetched = page.waitForRequest(firstPhoto!);
    await mainNavLink(page, 'OUR TEAM').hover();
    await photoFetched;

    await mainNavLink(page, 'BLOG').click();
    await expect(page.locator('#blog-list-heading')).toBeVisible();
    const body = new RegExp(`/article-${secondPost}-md\\.[0-9a-f]{8}\\.js$`);
    expect((await fetched()).filter((url) => body.test(url))).toEqual([]);
    const bodyFetched = page.waitForRequest(body);
    await page.locator(`main a[href="/blog/${secondPost}/"]`).first().focus();
    await bodyFetched;
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

    test('opening the menu readies its pages as intent does, with Save-Data too', async ({
      page,
      request,
    }) => {
      const { team, careers } = await homeWithSaveData(page, request);

      await page.getByRole('button', { name: 'Menu' }).tap();
      await expect(page.locator('#site-menu')).toBeVisible();
      await expect.poll(() => team.length).toBeGreaterThan(0);
      await expect.poll(() => careers.length).toBeGreaterThan(0);
      const intentMarks = await marksOf(page, 'intent');
      expect(intentMarks).toEqual(expect.arrayContaining(['/blog/', '/ourteam/', '/career/']));
    });

    test('opening the menu again while its pages are on their way readies each of them once', async ({
      page,
      request,
    }) => {
      const { origins, team } = await homeWithSaveData(page, request);
      // The team's code never arrives: its page is not ready however often the menu opens.
      await page.route(
        (url) => url.href.startsWith(origins.team),
        () => {},
      );
      const menuButton = page.getByRole('button', { name: 'Menu' });

      await menuButton.tap();
      await expect.poll(() => team.length).toBeGreaterThan(0);
      for (let reopen = 0; reopen < 2; reopen += 1) {
        await menuButton.tap();
        await expect(page.locator('#site-menu')).toBeHidden();
        await menuButton.tap();
        await expect(page.locator('#site-menu')).toBeVisible();
      }
      await page.waitForTimeout(QUIET_MS);
      const intentMarks = await marksOf(page, 'intent');
      expect(intentMarks.filter((path) => path === '/ourteam/')).toEqual(['/ourteam/']);
      expect(intentMarks.filter((path) => path === '/blog/')).toEqual(['/blog/']);
    });

    test("the opened menu's idle periods go to its pages not ready yet, none to the others", async ({
      page,
    }) => {
      // Whether each idle callback run after the menu opened marked a page fetched ahead.
      await page.addInitScript(() => {
        const runs: boolean[] = [];
        let opened = false;
        addEventListener(
          'toggle',
          (event) => {
            opened ||= (event as Event & { newState: string }).newState === 'open';
          },
          true,
        );
        const marks = () => performance.getEntriesByName('prefetch', 'mark').length;
        const request = requestIdleCallback.bind(window);
        window.requestIdleCallback = (callback, options) =>
          request((deadline) => {
            if (!opened) return callback(deadline);
            const before = marks();
            callback(deadline);
            runs.push(marks() > before);
          }, options);
        Object.assign(window, { menuIdleRuns: runs });
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The menu's shell pages readied on idle, the remotes' only fetched: not ready.
      await expect
        .poll(() => idleMarks(page))
        .toEqual(expect.arrayContaining(['/aboutUs/', '/services/', '/blog/', '/ourteam/']));
      await page.waitForTimeout(QUIET_MS);

      await page.getByRole('button', { name: 'Menu' }).tap();
      await expect
        .poll(() => marksOf(page, 'intent'))
        .toEqual(expect.arrayContaining(['/blog/', '/ourteam/', '/career/']));
      await page.waitForTimeout(QUIET_MS);
      const runs = await page.evaluate(
        () => (window as Window & { menuIdleRuns?: boolean[] }).menuIdleRuns,
      );
      expect(runs).not.toContain(false);
      expect(runs?.length).toBeGreaterThanOrEqual(3);
    });
  });

  test('on idle, only once the first page has loaded and painted its largest content', async ({
    page,
    request,
  }) => {
    const origins = await remoteOrigins(request);
    const team = requestsTo(page, origins.team);
    await page.goto('/');
    await expect.poll(() => team.length).toBeGreaterThan(0);
    const timing = await page.evaluate(async (origin) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      // The page's first largest-paint candidate: nothing may be fetched ahead before it.
      const largestPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => entry.startTime);
      return { loaded: navigation.loadEventEnd, largestPaint, firstFetch: Math.min(...fetched) };
    }, origins.team);
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.firstFetch).toBeGreaterThan(timing.loaded);
    expect(timing.firstFetch).toBeGreaterThan(timing.largestPaint);
    // The header's pages other than Home itself (and perhaps links on screen), one per idle
    // period: the last may come after the team's first fetch.
    await expect
      .poll(() => idleMarks(page))
      .toEqual(
        expect.arrayContaining([
          '/aboutUs/',
          '/services/',
          '/get-financed/',
          '/blog/',
          '/ourteam/',
          '/career/',
          '/FAQs',
          '/contact-us',
        ]),
      );
    // Each remote's contract is checked ahead too: a tap does not wait for that round trip.
    await expect
      .poll(() => team.some((r) => new URL(r.url()).pathname.endsWith('/build-info.json')))
      .toBe(true);
  });

  // A page may get no idle period for seconds: under Lighthouse, Chromium gave one page load in
  // four to twelve two idle periods soon after its hydration, then none until the trace ended.
  // Here, from the load on, a task is always waiting to run, so the browser never has an idle
  // period to give. The first idle job waits a second (shell/src/prefetch/after-first-page.ts),
  // those after it 50 ms each: the first page comes after about ten jobs (the header's links
  // matched one by one first).
  test('on idle, also where the browser never gives the page an idle period', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const end = performance.now() + 4;
          while (performance.now() < end);
          channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      });
    });
    await page.goto('/');
    await expect.poll(() => idleMarks(page), { timeout: 5000 }).toContain('/aboutUs/');
  });

  test("on idle, watches only the links to pages that the header's do not bring already", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const watched: string[] = [];
      Object.assign(window, { watchedLinks: watched });
      const { observe } = IntersectionObserver.prototype;
      IntersectionObserver.prototype.observe = function (target) {
        if (target instanceof HTMLAnchorElement) watched.push(target.href);
        return observe.call(this, target);
      };
    });
    await page.goto('/');
    await expect.poll(() => idleMarks(page).then((marks) => marks.length)).toBeGreaterThan(0);
    const { watched, headers, links } = await page.evaluate(() => ({
      watched: (window as unknown as { watchedLinks: string[] }).watchedLinks,
      headers: [...document.querySelectorAll<HTMLAnchorElement>('[data-prefetch-links] a')].map(
        (link) => link.href,
      ),
      links: document.querySelectorAll('#root a[href]').length,
    }));
    const paths = watched.map((href) => new URL(href));
    // Home's services and the footer's pages, not the header's, Home itself, nor other sites.
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThan(links / 2);
    for (const url of paths) {
      expect(url.origin).toBe(new URL(page.url()).origin);
      expect(url.pathname).not.toBe('/');
      expect(headers.map((href) => new URL(href).pathname)).not.toContain(url.pathname);
    }
  });

  test(`on idle, at most ${IDLE_PREFETCH_LIMIT} pages per page however many links pass on screen`, async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(() => idleMarks(page).then((marks) => marks.length)).toBeGreaterThan(0);
    // Scrolled to the footer, Home has shown links to more pages than the bound.
    const scrolled = () => page.evaluate(() => scrollY + innerHeight >= document.body.scrollHeight);
    while (!(await scrolled())) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(QUIET_MS);
    const marks = await idleMarks(page);
    expect(new Set(marks).size).toBe(marks.length);
    expect(marks).toHaveLength(IDLE_PREFETCH_LIMIT);
  });

  // A remote's chunks fetched ahead are for a page the visitor may go to next: prefetched, at the
  // lowest priority, not preloaded as if this page needed them (the browser would warn, a few
  // seconds after the load, that they went unused), and with no warning of a link without address.
  test("on idle, a remote's chunks are prefetched at the lowest priority, the console quiet", async ({
    page,
    request,
  }) => {
    const { blog } = await remoteOrigins(request);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request: { url, initialPriority } }) => {
      if (url.startsWith(blog) && /\.(js|css)$/.test(url)) priorities.set(url, initialPriority);
    });
    await page.goto('/get-financed/');
    await page.waitForLoadState('load');
    const exposed = () =>
      [...priorities.keys()].filter((url) => url.includes('__federation_expose_'));
    await expect.poll(() => exposed().length).toBeGreaterThan(0);
    // The browser warns of a preload unused 3 s after the load event.
    await page.waitForTimeout(4000);
    const chunks = [...priorities].filter(([url]) => !url.endsWith('/remoteEntry.js'));
    expect(chunks.length).toBeGreaterThan(exposed().length);
    expect(chunks.filter(([, priority]) => priority !== 'VeryLow')).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

test.describe('following a link', () => {
  test.beforeEach(({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('landing-popup-seen', '1')),
  );

  /** Clicks the link in the page and reads the h1 once the click's microtasks ran. */
  const headingRightAfterClick = (page: Page, link: string) =>
    page.evaluate(async (selector) => {
      document.querySelector<HTMLAnchorElement>(selector)?.click();
      await Promise.resolve();
      return document.querySelector('h1')?.textContent?.trim();
    }, link);

  test('a page fetched ahead is shown by the tap itself, not in a later task', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => idleMarks(page)).toContain('/services/');
    await page.waitForLoadState('networkidle');
    const services = 'nav[aria-label="Main"] a[href="/services/"]';
    expect(await headingRightAfterClick(page, services)).toBe('SERVICES');
  });

  test("a service's page comes with the header's SERVICES, though Home's cards of them are far below its fold", async ({
    page,
    request,
  }) => {
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(
      await (await request.get('/services/sud/')).text(),
    );
    await page.goto('/');
    await expect.poll(() => idleMarks(page)).toContain('/services/');
    await page.waitForLoadState('networkidle');
    // No card of a service has come on screen to be fetched ahead for itself.
    expect((await idleMarks(page)).filter((path) => path.startsWith('/services/'))).toEqual([
      '/services/',
    ]);
    const card = 'main a[href="/services/sud/"]';
    expect(await headingRightAfterClick(page, card)).toBe(heading?.[1]);
  });

  test('a page whose code is still on its way keeps the current page, whole, until it arrives', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    // Nothing fetched on idle: the FAQs page's code is fetched on the tap.
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const home = await page.locator('h1').textContent();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((request) => request.url().endsWith('.js'));
    await mainNavLink(page, 'FAQS').click();
    await asked;
    await page.waitForTimeout(QUIET_MS);
    await expect(page.getByRole('heading', { level: 1, name: home ?? '' })).toBeVisible();
    // The page's own loading state (layout/PageLoading.tsx), not a widget's, waiting for its code.
    await expect(page.locator('main > [aria-busy="true"]')).toHaveCount(0);
    release();
    await expect(page.locator('h1')).toHaveText('FAQs');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
