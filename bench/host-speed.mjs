// @ts-check
/**
 * The phone's CPU slowdown, and a slower host on this one. The simulated phone runs 4× slower than
 * the host; a task therefore lasts as long as the host is slow, and Lighthouse reads the host's
 * speed as its `benchmarkIndex`. `BENCH_HOST_INDEX=2200` benches as on a host of index 2,200: each
 * load's slowdown is raised in proportion to this host's index, measured just before it
 * (Lighthouse's docs/throttling.md, calibrating the CPU slowdown to a host). A faster host only:
 * the slowdown is never under 4×.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's mobile device (`mobileSlow4G`). */
export const PHONE_SLOWDOWN = 4;

const raw = process.env.BENCH_HOST_INDEX;
/** The benchmarkIndex of the host benched as, or null for this one as it is. */
export const hostIndex = raw === undefined || raw === '' ? null : Number(raw);
if (hostIndex !== null && !(hostIndex > 0))
  throw new Error(`BENCH_HOST_INDEX must be a benchmarkIndex above 0, not "${raw}"`);

/**
 * The index of the host a run measured at `measuredIndex` ran as, given its slowdown.
 * @param {number} measuredIndex
 * @param {number} slowdown
 */
export const indexRunAs = (measuredIndex, slowdown) => (measuredIndex * PHONE_SLOWDOWN) / slowdown;

/** The slowdown of every load measured for another host, for the report. */
export const slowdownsUsed = /** @type {number[]} */ ([]);

/**
 * The slowdown for the next load in a page that has not loaded anything yet: the host measured in
 * it, as Lighthouse does (about two seconds), only when benching as another host.
 * @param {import('@playwright/test').Page} page
 */
export async function slowdownIn(page) {
  if (hostIndex === null) return PHONE_SLOWDOWN;
  // Once to warm the engine up (DevTools' own calibration does): a fresh page's first reading
  // comes out about a sixth under the next ones and Lighthouse's.
  await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const measuredIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const slowdown = PHONE_SLOWDOWN * Math.max(1, measuredIndex / hostIndex);
  slowdownsUsed.push(slowdown);
  return slowdown;
}

/**
 * The same for a Lighthouse run, in a page of its browser opened for it.
 * @param {number} port the browser's DevTools port
 */
export async function slowdownOfBrowser(port) {
  if (hostIndex === null) return PHONE_SLOWDOWN;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const slowdown = await slowdownIn(page);
    await page.close();
    return slowdown;
  } finally {
    // Disconnects: the browser is Lighthouse's, and goes on.
    await browser.close();
  }
}
