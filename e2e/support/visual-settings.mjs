// @ts-check
/**
 * How the visual comparisons look and compare, in one place: the visual suite (e2e/visual/, the
 * project `visual` of e2e/playwright.config.ts) and the skew matrix's visual check
 * (e2e/matrix/visual-matrix.spec.ts) both use these, against the same baselines.
 */

/** The baselines, committed: `<owner>/{composed,standalone}/<page>[-<state>][-<part>]-<width>.png`. */
export const BASELINES_TEMPLATE = '{arg}{ext}';

/** The browser of a visual run: motion reduced, one locale and time zone (dates print alike). */
export const visualUse = {
  contextOptions: { reducedMotion: /** @type {const} */ ('reduce') },
  locale: 'en-US',
  timezoneId: 'America/New_York',
};

/**
 * The thresholds. Every image is made by the same Chromium from the same HTML, fonts and images,
 * so a run repeats its pixels exactly: `threshold` (pixelmatch's colour distance, its default) lets
 * only anti-aliasing differ, and `maxDiffPixels` allows the few edge pixels a scaled image may
 * round differently. Anything a CSS rule changes (a colour, a margin, a font size) moves far more
 * pixels than that: the deliberate blog change of 0.5 rem of padding moved 117,000 to 409,000.
 */
export const visualExpect = {
  timeout: 10_000,
  toHaveScreenshot: {
    threshold: 0.2,
    maxDiffPixels: 20,
    animations: /** @type {const} */ ('disabled'),
    caret: /** @type {const} */ ('hide'),
    scale: /** @type {const} */ ('css'),
    // A long page at 360 px is some 10,000 px tall: two identical captures of it in a row take
    // seconds on a loaded machine.
    timeout: 30_000,
  },
};
