// @ts-check
import fs from 'node:fs';

/**
 * Chromium as every browser run of this repository launches it (the e2e suites, and bench's
 * Playwright and Lighthouse runs): Debian's build, as there are no browser downloads here, with
 * the flags of a quiet headless run on a shared machine.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The suites' browser: Debian's headless shell of the same Chromium (package
 * chromium-headless-shell, as Playwright's own downloads use for headless runs) where installed.
 * It renders as Chromium does but leaves out the browser's UI layers: the suites took 30 % less
 * CPU with it, on a machine the suites keep busy. A test that needs the whole browser asks for it
 * (wholeBrowser).
 */
const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const suiteChromiumPath = [headlessShellPath, chromiumPath].find((file) => fs.existsSync(file));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser part of every Playwright suite's `use` (e2e/tests, e2e/matrix): Debian's headless
 * Chromium where present (Playwright's own otherwise), and a screenshot and a trace of each
 * failure. In CI, where every failed test is run again, the trace is of that second run: tracing
 * every test took a sixth of the suites' CPU (its screencast half of that).
 */
export const suiteBrowser = {
  trace: process.env.CI
    ? /** @type {const} */ ('on-first-retry')
    : /** @type {const} */ ('retain-on-failure'),
  screenshot: /** @type {const} */ ('only-on-failure'),
  launchOptions: {
    executablePath: suiteChromiumPath,
    args: CHROMIUM_ARGS,
  },
};

/**
 * The launch options of the whole browser, for the tests that need what the headless shell
 * leaves out: the back/forward cache, and the keyboard walks (focus leaves a dialog that closed at
 * the page's next rendering, which the headless shell does later).
 */
export const wholeBrowser = {
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: CHROMIUM_ARGS,
};

/**
 * Every suite asks its sites for pages from one address, faster than a visitor: the suites' sites
 * limit each client's pages far above that (engine-limits.spec.ts starts engines that limit).
 */
export function liftPageRate() {
  process.env.PAGE_RATE ||= '1000r/s';
  process.env.PAGE_BURST ||= '1000';
}
