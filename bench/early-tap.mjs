// @ts-check
/* global window, document, addEventListener, Element, MutationObserver */
/**
 * What a visitor feels on a phone: the time from a tap to the frame that shows its answer, for a
 * tap made right after the page's first paint and for the same tap once the page has settled.
 * Real Chromium with Lighthouse's mobile settings applied through the DevTools protocol (4× CPU
 * slowdown, 150 ms round trips, 1.6 Mbps down), a cold cache for every load, real touch input.
 *
 * Two taps: the header's Menu button (answered when the menu's first link shows) and, where the
 * pop-up opens, its Close (answered when the pop-up is gone). The pop-up covers the Menu button,
 * so the menu is measured on loads where the pop-up's markup is dropped as it is parsed and the
 * page data says that none opens: the page as a visitor gets it where no pop-up opens.
 */
import { installPaintedClock } from './painted-clock.mjs';
import { launchBrowser, median, PHONE, settle, throttle } from './phone.mjs';

const POPUP = '[aria-labelledby="nerve-pain-popup-heading"]';
/** @typedef {{ button: string, answer: string, answered: 'shown' | 'gone' }} Tap */
/** @type {Record<'menu' | 'close', Tap>} */
const TAPS = {
  menu: {
    button: 'button[aria-controls="site-menu"], button[popovertarget="site-menu"]',
    answer: '#site-menu a',
    answered: 'shown',
  },
  close: { button: `${POPUP} button[aria-label="Close"]`, answer: POPUP, answered: 'gone' },
};
const SETTLE_QUIET_MS = 1000;
/**
 * A fresh browser's first loads pay for its own start (its processes and caches), not the page's:
 * whichever route came first, its first two early taps read 20–100 ms slower than the rest
 * (docs/performance.md). These loads and taps come first, not counted.
 */
const WARM_UP_LOADS = 2;
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * Runs in the page before its own scripts. It notes where the button is at the first contentful
 * paint, the tap's time (the pointerdown's timestamp: when the finger came down, however late
 * the page gets to handle it) and then when the first frame that shows the answer is painted
 * (painted-clock.mjs).
 * @param {{ tap: Tap, dropPopup: boolean, popup: string }} options
 */
function probeInPage({ tap, dropPopup, popup }) {
  const probe = {
    /** @type {number | null} */ painted: null,
    /** @type {{ x: number, y: number } | null} */ button: null,
    /** @type {number | null} */ tapped: null,
    /** @type {number | null} */ answered: null,
    /** @type {string | null} */ failed: null,
  };
  Object.assign(window, { tapProbe: probe });
  const isGone = () =>
    !document
      .querySelector(tap.answer)
      ?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tapped !== null) return;
      probe.tapped = event.timeStamp;
      const answered = (/** @type {number} */ painted) => {
        probe.answered = painted;
      };
      const clock = /** @type {any} */ (window);
      if (tap.answered === 'shown')
        clock.whenElementPainted(() => document.querySelector(tap.answer), answered);
      else
        clock.whenClickPainted(isGone, answered, (/** @type {string} */ reason) => {
          probe.failed = reason;
        });
    },
    { capture: true },
  );
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    const box = document.querySelector(tap.button)?.getBoundingClientRect();
    if (box) probe.button = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    probe.painted = performance.now();
  }).observe({ type: 'paint', buffered: true });
  if (!dropPopup) return;
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof Element && node.matches(popup)) {
        (node.closest('dialog') ?? node.parentElement)?.remove();
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // The app reads the page's data once the document is parsed, after this has run.
  document.addEventListener('readystatechange', () => {
    const data = document.getElementById('page-data');
    if (data?.textContent)
      data.textContent = data.textContent.replace('"popup":true', '"popup":false');
  });
}

/**
 * One cold load of `url` and one tap: right after the first paint, or once the page has settled.
 * Resolves with the milliseconds from the tap to the frame that shows its answer, and how long
 * after the first paint the finger came down; with null where the button is not on the page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {'menu' | 'close'} which
 * @param {'early' | 'settled'} moment
 * @returns {Promise<{ answerMs: number, afterPaintMs: number } | null>}
 */
async function tapOnce(browser, url, which, moment) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(installPaintedClock);
    await page.addInitScript(probeInPage, {
      tap: TAPS[which],
      dropPopup: which === 'menu',
      popup: POPUP,
    });
    await page.goto(url, { waitUntil: 'commit' });
    const probe = () => page.evaluate(() => /** @type {any} */ (window).tapProbe);
    await page.waitForFunction(() => /** @type {any} */ (window).tapProbe.painted !== null, null, {
      polling: 10,
    });
    const { button } = await probe();
    if (!button) return null;
    if (moment === 'settled') await settle(page, SETTLE_QUIET_MS);
    await page.touchscreen.tap(button.x, button.y);
    await page.waitForFunction(
      () => {
        const { answered, failed } = /** @type {any} */ (window).tapProbe;
        return answered !== null || failed !== null;
      },
      null,
      { polling: 50, timeout: ANSWER_TIMEOUT_MS },
    );
    const { painted, tapped, answered, failed } = await probe();
    if (failed) throw new Error(`${url}: ${which}, ${moment} tap ${failed}`);
    return { answerMs: Math.round(answered - tapped), afterPaintMs: Math.round(tapped - painted) };
  } finally {
    await context.close();
  }
}

/**
 * Every tap on every route, `runs` times each; medians, with the spread of the early taps.
 * @param {string} baseUrl
 * @param {string[]} routes
 * @param {number} runs
 */
export async function measureTaps(baseUrl, routes, runs) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    if (routes.length > 0)
      for (let load = 0; load < WARM_UP_LOADS; load += 1)
        await tapOnce(browser, baseUrl + routes[0], 'menu', 'early');
    for (const route of routes) {
      /** @type {Record<string, any>} */
      const row = { route };
      for (const which of /** @type {const} */ (['menu', 'close'])) {
        for (const moment of /** @type {const} */ (['early', 'settled'])) {
          const results = [];
          for (let run = 0; run < runs; run += 1) {
            const result = await tapOnce(browser, baseUrl + route, which, moment);
            if (!result) break;
            results.push(result);
          }
          const answers = results.map((result) => result.answerMs);
          row[`${which}${moment === 'early' ? 'Early' : 'Settled'}Ms`] = answers.length
            ? median(answers)
            : null;
          if (moment === 'early') {
            row[`${which}EarlyRunsMs`] = answers;
            row[`${which}TapAfterPaintMs`] = answers.length
              ? median(results.map((result) => result.afterPaintMs))
              : null;
          }
        }
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** @param {number | null} ms */
const cell = (ms) => (ms === null ? '–' : String(ms));

/**
 * The taps as a Markdown table.
 * @param {Array<Record<string, any>>} rows
 */
export function tapTable(rows) {
  return [
    '| route | menu, early tap ms (runs) | menu, settled ms | pop-up Close, early tap ms (runs) | pop-up Close, settled ms | early tap after first paint ms |',
    `|${'---|'.repeat(6)}`,
    ...rows.map(
      (row) =>
        `| ${row.route} | ${cell(row.menuEarlyMs)} (${row.menuEarlyRunsMs.join(', ')}) | ${cell(row.menuSettledMs)} | ${cell(row.closeEarlyMs)}${row.closeEarlyRunsMs.length ? ` (${row.closeEarlyRunsMs.join(', ')})` : ''} | ${cell(row.closeSettledMs)} | ${cell(row.menuTapAfterPaintMs)} |`,
    ),
  ].join('\n');
}
