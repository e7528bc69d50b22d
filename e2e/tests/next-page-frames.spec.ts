import type { Page } from '@playwright/test';
import { appTest as test, expect } from '../support/fixtures';

/**
 * A tap to another page in the running app: its first frame shows what is above a phone's fold,
 * and what is below it follows once that frame has painted (ui-kit's AfterFirstFrame), so that the
 * tap answers sooner (docs/architecture.md, step 6). The page ends whole: as the server sends it.
 */

interface Frame {
  heading: boolean;
  counts: number[];
}

/**
 * From now on, at each frame the page paints: whether `heading` is there, and how many elements
 * each of `counted` matches. The DOM in a frame's animation callbacks is the DOM that frame paints.
 */
async function recordFrames(page: Page, heading: string, counted: string[]) {
  await page.evaluate(
    ({ heading, counted }) => {
      const frames: Frame[] = [];
      Object.assign(window, { recordedFrames: frames });
      const record = () => {
        frames.push({
          heading: [...document.querySelectorAll('h1')].some(
            (h1) => h1.textContent?.trim() === heading,
          ),
          counts: counted.map((selector) => document.querySelectorAll(selector).length),
        });
        if (frames.length < 600) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    { heading, counted },
  );
  return () =>
    page.evaluate(() => (window as unknown as { recordedFrames: Frame[] }).recordedFrames);
}

/** The main content's text, as a visitor reads it. */
const mainText = (page: Page) => page.locator('main').innerText();

interface Journey {
  from: string;
  /** The header link tapped, behind the phone's Menu. */
  link: string;
  to: string;
  heading: string;
  /** Parts of the next page, each with how many its first frame shows ('all': as many as the page has). */
  parts: Array<{ selector: string; first: number | 'all' }>;
}

const CRISIS_LINE = 'main a[href="tel:988"]';
const journeys: Journey[] = [
  {
    from: '/',
    link: 'BLOG',
    to: '/blog/',
    heading: 'FEATURED BLOGS',
    parts: [
      { selector: 'main ul[aria-labelledby="blog-list-heading"] > li', first: 1 },
      { selector: 'main aside[aria-label="Blog sidebar"] input[type="search"]', first: 0 },
      { selector: CRISIS_LINE, first: 0 },
    ],
  },
  {
    from: '/blog/',
    link: 'OUR TEAM',
    to: '/ourteam/',
    heading: 'MEET THE TEAM',
    parts: [
      { selector: 'main ul[aria-label="Our providers"] > li', first: 3 },
      { selector: CRISIS_LINE, first: 0 },
    ],
  },
  {
    from: '/',
    link: 'CAREERS',
    to: '/career/',
    heading: 'CAREERS',
    parts: [
      { selector: 'main nav a[href^="#position-"]', first: 'all' },
      { selector: 'main article, main form', first: 0 },
      { selector: CRISIS_LINE, first: 0 },
    ],
  },
];

test.describe('the next page, frame by frame', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('landing-popup-seen', '1')),
  );

  for (const journey of journeys) {
    test(`${journey.from} → ${journey.link}: what is above the fold first, the rest after, the page whole`, async ({
      page,
    }) => {
      const selectors = journey.parts.map((part) => part.selector);
      await page.goto(journey.to);
      const asServed = await mainText(page);
      const whole = await Promise.all(selectors.map((selector) => page.locator(selector).count()));
      expect(whole.every((count) => count > 0)).toBe(true);

      await page.goto(journey.from);
      await page.getByRole('button', { name: 'Menu' }).click();
      const link = page
        .locator('#site-menu')
        .getByRole('link', { name: journey.link, exact: true });
      // Intent: the page's code arrives, so that the tap renders it at once.
      await link.hover();
      await page.waitForLoadState('networkidle');
      const frames = await recordFrames(page, journey.heading, selectors);
      await link.click();
      for (const [index, selector] of selectors.entries())
        await expect(page.locator(selector)).toHaveCount(whole[index]);

      const shown = (await frames()).filter((frame) => frame.heading);
      expect(shown[0].counts).toEqual(
        journey.parts.map((part, index) => (part.first === 'all' ? whole[index] : part.first)),
      );
      expect(shown.at(-1)!.counts).toEqual(whole);
      expect(await mainText(page)).toBe(asServed);
    });
  }
});
