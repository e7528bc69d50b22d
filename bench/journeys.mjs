// @ts-check
/* global window, document, location, addEventListener, Element, HTMLAnchorElement */
/**
 * What a visitor feels when tapping from one page to the next on a phone: from the tap on a link
 * until the first frame that shows the next page's own content is painted (its h1, the one the
 * server renders for that page: not a skeleton, not the frame), on the bench's throttled phone
 * (phone.mjs). The start page is loaded cold and settled first (the app running, the network
 * idle, then 1.5 s), the tap is a real touch, and the same page's cold-load largest paint is
 * measured beside it.
 * Also counted: what the start page loaded before the tap (bytes on the wire, requests): between
 * two builds, the difference is what one fetches ahead of the tap.
 */
import { installPaintedClock } from './painted-clock.mjs';
import { launchBrowser, median, PHONE, settle, throttle } from './phone.mjs';

/**
 * @typedef {{ name: string, from: string, to: string, via: 'menu' | 'page' }} Journey
 * `via`: the header's menu (a phone's header keeps its links behind the Menu button) or a link in
 * the page's main content.
 */
const POST = '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/';
/** @type {Journey[]} */
export const journeys = [
  { name: 'Home → BLOG (header)', from: '/', to: '/blog/', via: 'menu' },
  {
    name: '`/blog/` → a post',
    from: '/blog/',
    to: '/blog/Why-Every-Adult-Should-Get-Tested-for-Hepatitis-C/',
    via: 'page',
  },
  { name: 'Home → the SUD service card', from: '/', to: '/services/sud/', via: 'page' },
  { name: '`/blog/` → OUR TEAM (header)', from: '/blog/', to: '/ourteam/', via: 'menu' },
  { name: '`/ourteam/` → a profile', from: '/ourteam/', to: '/ourteam/Samuel_Osei', via: 'page' },
  {
    name: 'a post → another post',
    from: POST,
    to: '/blog/Flu-Shots-Are-Now-Available-at-Our-Millbrook-Office/',
    via: 'page',
  },
  { name: 'Home → `/career/` (header)', from: '/', to: '/career/', via: 'menu' },
  { name: 'Home → `/FAQs` (header)', from: '/', to: '/FAQs', via: 'menu' },
];

const SETTLE_QUIET_MS = 1500;
const SHOWN_TIMEOUT_MS = 20_000;
/** A scrolled page's sticky header slides; the tap waits for it to rest. */
const SCROLL_REST_MS = 600;

/**
 * Runs in every page before its own scripts: the landing pop-up counts as seen (a visitor closes
 * it once a session), and the tap's time and the first frame that shows `heading` at `to` are noted
 * (painted-clock.mjs).
 * @param {{ to: string, heading: string }} target
 */
function probeInPage({ to, heading }) {
  sessionStorage.setItem('landing-popup-seen', '1');
  const probe = {
    /** @type {number | null} */ tapped: null,
    /** @type {number | null} */ shown: null,
  };
  Object.assign(window, { journeyProbe: probe });
  const trim = (/** @type {string} */ path) => path.replace(/\/$/, '');
  const nextHeading = () =>
    trim(location.pathname) === trim(to)
      ? ([...document.querySelectorAll('h1')].find((h1) => h1.textContent?.trim() === heading) ??
        null)
      : null;
  addEventListener(
    'pointerdown',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (probe.tapped !== null || !(link instanceof HTMLAnchorElement)) return;
      if (trim(new URL(link.href).pathname) !== trim(to)) return;
      probe.tapped = event.timeStamp;
      /** @type {any} */ (window).whenElementPainted(
        nextHeading,
        (/** @type {number} */ painted) => {
          probe.shown = painted;
        },
      );
    },
    { capture: true },
  );
}

/**
 * A cold load of a page: its largest paint and its h1, as a visitor gets them.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function coldLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(() => sessionStorage.setItem('landing-popup-seen', '1'));
    await page.goto(url);
    await settle(page, 0);
    return await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              lcpMs: Math.round(entries[entries.length - 1].startTime),
              heading: document.querySelector('h1')?.textContent?.trim() ?? '',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
  } finally {
    await context.close();
  }
}

/**
 * The link the journey taps, on screen: in the opened menu, or scrolled to in the page.
 * @param {import('@playwright/test').Page} page
 * @param {Journey} journey
 */
async function linkOnScreen(page, journey) {
  const trimmed = journey.to.replace(/\/$/, '');
  const hrefs = `a[href="${trimmed}"], a[href="${trimmed}/"]`;
  if (journey.via === 'menu') {
    const toggle = page.locator('button[popovertarget="site-menu"]');
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`${journey.from}: no Menu button on screen`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const link = page.locator('#site-menu').locator(hrefs).first();
    await link.waitFor({ state: 'visible' });
    return link;
  }
  const link = page.locator('#root main').locator(hrefs).first();
  if ((await link.count()) === 0)
    throw new Error(`${journey.from} has no link to ${journey.to} in its main content`);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(SCROLL_REST_MS);
  return link;
}

/**
 * One journey: the start page loaded cold and settled, then a tap on the link.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {Journey} journey
 * @param {string} heading the next page's h1
 * @returns {Promise<{ tapMs: number, beforeBytes: number, beforeRequests: number }>}
 */
async function tapOnce(browser, baseUrl, journey, heading) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(installPaintedClock);
    await page.addInitScript(probeInPage, { to: journey.to, heading });
    /** @type {Array<import('@playwright/test').Request>} */
    const before = [];
    let tapped = false;
    page.on('request', (request) => {
      if (!tapped) before.push(request);
    });
    await page.goto(baseUrl + journey.from);
    await settle(page, SETTLE_QUIET_MS);
    const link = await linkOnScreen(page, journey);
    const box = await link.boundingBox();
    if (!box) throw new Error(`${journey.from}: the link to ${journey.to} has no box`);
    tapped = true;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      () => /** @type {any} */ (window).journeyProbe.shown !== null,
      null,
      { polling: 50, timeout: SHOWN_TIMEOUT_MS },
    );
    const probe = await page.evaluate(() => /** @type {any} */ (window).journeyProbe);
    const sizes = await Promise.all(
      before.map((request) =>
        request.sizes().then(
          (size) => size.responseBodySize + size.responseHeadersSize,
          () => 0,
        ),
      ),
    );
    return {
      tapMs: Math.round(probe.shown - probe.tapped),
      beforeBytes: sizes.reduce((sum, size) => sum + size, 0),
      beforeRequests: before.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every journey on every site given, `runs` times each, the sites interleaved run by run (so that
 * a comparison of two builds sees the same machine); medians.
 * @param {Array<{ label: string, baseUrl: string }>} sites
 * @param {number} runs
 * @param {Journey[]} [only] the journeys to time (all by default)
 */
export async function measureJourneys(sites, runs, only = journeys) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const journey of only) {
      /** @type {Record<string, { lcp: number[], heading: string, taps: Awaited<ReturnType<typeof tapOnce>>[] }>} */
      const results = Object.fromEntries(
        sites.map((site) => [site.label, { lcp: [], heading: '', taps: [] }]),
      );
      for (let run = 0; run < runs; run += 1) {
        for (const site of sites) {
          const cold = await coldLoad(browser, site.baseUrl + journey.to);
          results[site.label].lcp.push(cold.lcpMs);
          results[site.label].heading = cold.heading;
        }
      }
      for (let run = 0; run < runs; run += 1) {
        for (const site of sites) {
          const result = results[site.label];
          if (!result.heading) throw new Error(`${journey.to} has no h1 to wait for`);
          result.taps.push(await tapOnce(browser, site.baseUrl, journey, result.heading));
        }
      }
      for (const site of sites) {
        const { lcp, taps } = results[site.label];
        rows.push({
          journey: journey.name,
          site: site.label,
          to: journey.to,
          tapMs: median(taps.map((tap) => tap.tapMs)),
          tapRunsMs: taps.map((tap) => tap.tapMs),
          coldLcpMs: median(lcp),
          beforeTapKb: Number((median(taps.map((tap) => tap.beforeBytes)) / 1024).toFixed(1)),
          beforeTapRequests: median(taps.map((tap) => tap.beforeRequests)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The journeys as a Markdown table.
 * @param {Array<Record<string, any>>} rows
 * @param {number} budgetMs
 */
export function journeyTable(rows, budgetMs) {
  const sites = new Set(rows.map((row) => row.site)).size;
  return [
    `| journey |${sites > 1 ? ' build |' : ''} tap → next page painted ms (runs) | next page's cold-load LCP ms | start page loaded before the tap (KB, requests) |`,
    `|${'---|'.repeat(sites > 1 ? 5 : 4)}`,
    ...rows.map(
      (row) =>
        `| ${row.journey} |${sites > 1 ? ` ${row.site} |` : ''} ${row.tapMs > budgetMs ? `**${row.tapMs}** (over ${budgetMs})` : row.tapMs} (${row.tapRunsMs.join(', ')}) | ${row.coldLcpMs} | ${row.beforeTapKb}, ${row.beforeTapRequests} |`,
    ),
  ].join('\n');
}
