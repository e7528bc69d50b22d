// @ts-check
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
