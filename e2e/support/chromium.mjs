// @ts-check
import fs from 'node:fs';

/**
 * Chromium as every browser run of this repository launches it (the e2e suites, and bench's
 * Playwright and Lighthouse runs): Debian's build, as there are no browser downloads here, with
 * the flags of a quiet headless run on a shared machine.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser part of every Playwright suite's `use` (e2e/tests, e2e/matrix): Debian's Chromium
 * where present (Playwright's own otherwise), and a trace and a screenshot of each failure.
 */
export const suiteBrowser = {
  trace: /** @type {const} */ ('retain-on-failure'),
  screenshot: /** @type {const} */ ('only-on-failure'),
  launchOptions: {
    executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
    args: CHROMIUM_ARGS,
  },
};

/**
 * Every suite asks its sites for pages from one address, faster than a visitor: the suites' sites
 * limit each client's pages far above that (engine-limits.spec.ts starts engines that limit).
 */
export function liftPageRate() {
  process.env.PAGE_RATE ||= '1000r/s';
  process.env.PAGE_BURST ||= '1000';
}
