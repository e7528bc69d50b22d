import { expectNoAxeViolations } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RuntimeConfig } from '@practice/shared-types';
import { horizontalOverflow } from '../support/layout';
import { reviewsStubOrigin } from '../support/reviews-stub';
import { scrollToWidget } from '../support/widgets';

/**
 * The reviews carousel as a visitor meets it on the shell's pages, served by the provider stub
 * through the reviews remote's relay. Failures are simulated per page: the widget call is sent to
 * one of the stub's failing widget ids (the relay asks the stub for it), so tests running in
 * parallel keep their own answers.
 */

const pages = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/aboutUs/' },
  { name: 'Services', path: '/services/' },
];

const FAILED = 'Failed to load Google reviews. Please try again later.';
const AUTOPLAY_MS = 3000;
type FailureMode = 'error' | 'unsuccessful' | 'malformed';

let relay = '';

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
  relay = config.reviews.apiBase;
  const health = await request.get(`${reviewsStubOrigin}/__stub/health`).catch(() => null);
  test.skip(
    !health?.ok(),
    `no reviews stub at ${reviewsStubOrigin}: these checks need its fixture`,
  );
});

/** Sends this page's widget call to one of the stub's misbehaving widget ids, through the relay. */
async function answerWith(page: Page, widget: string): Promise<void> {
  await page.route('**/api/v1/widgets/*', (route) =>
    route.continue({ url: `${relay}/api/v1/widgets/${widget}` }),
  );
}

/** Holds this page's widget call for `ms` (the relay keeps answers: a slow one is the browser's). */
async function answerAfter(page: Page, ms: number): Promise<void> {
  await page.route('**/api/v1/widgets/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Our Reviews' });
/** Opens the page and scrolls to its reviews, which load only once they near the viewport. */
async function openReviews(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await scrollToWidget(reviewsRegion(page));
}
const carousel = (page: Page) =>
  reviewsRegion(page).getByRole('group', { name: 'Patient reviews' });
/** Cards in view; those out of view and react-slick's clones are aria-hidden. */
const visibleCards = (page: Page) => carousel(page).getByRole('listitem');

async function firstVisibleName(page: Page): Promise<string> {
  return (await visibleCards(page).first().getByRole('paragraph').first().textContent()) ?? '';
}

/** Takes the pointer and focus away, so only the carousel's own state decides whether it moves. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The first card in view stays the same for longer than an autoplay interval. */
async function expectStill(page: Page, expected?: string): Promise<void> {
  // Let a move that had already started when the carousel was paused finish first.
  await page.waitForTimeout(700);
  const first = await firstVisibleName(page);
  if (expected) expect(first).toBe(expected);
  await page.waitForTimeout(AUTOPLAY_MS + 500);
  expect(await firstVisibleName(page)).toBe(first);
}

async function expectNoAxeViolationsOnceVisible(page: Page, include: Locator): Promise<void> {
  await expect(include).toBeVisible();
  await expectNoAxeViolations(page);
}

const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

for (const { name, path } of pages) {
  test.describe(`reviews on ${name}`, () => {
    test.describe('at rest', () => {
      test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

      test(`${name}: shows the stub's reviews, three at a time, with full names`, async ({
        page,
      }) => {
        await openReviews(page, path);
        const region = reviewsRegion(page);
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(['Our Reviews']);
        await expect(visibleCards(page)).toHaveCount(3);

        const first = visibleCards(page).first();
        await expect(first.getByText('Maria Gonzalez', { exact: true })).toBeVisible();
        await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
        await expect(first.getByText(/ago$/)).toBeVisible();
        await expect(first.getByText(/…$/)).toBeVisible();

        // The review with an empty comment is hidden everywhere, clones included.
        await expect(region.getByText('Keisha Williams')).toHaveCount(0);
        await expect(region.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
        await expect(
          region.getByRole('link', { name: '12 Google reviews (opens in a new tab)' }),
        ).toHaveAttribute('href', 'https://maps.example/place/omega-health-care');
        for (const control of ['Previous reviews', 'Play reviews carousel', 'Next reviews']) {
          await expect(region.getByRole('button', { name: control })).toBeVisible();
        }
      });

      test(`${name}: Read more shows the whole review, Read less shortens it again`, async ({
        page,
      }) => {
        await openReviews(page, path);
        const first = visibleCards(page).first();
        const text = first.getByRole('blockquote');
        await expect(text).toHaveText(/^I have been coming to Omega Health Care.*…$/);

        await first.getByRole('button', { name: 'Read more' }).click();
        await expect(text).toContainText('Highly recommend.');
        await expect(first.getByRole('button', { name: 'Read less' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expectNoAxeViolationsOnceVisible(page, text);

        await first.getByRole('button', { name: 'Read less' }).click();
        await expect(text).toHaveText(/…$/);
      });

      test(`${name}: previous and next move through the reviews; photos fall back to letters`, async ({
        page,
      }) => {
        await openReviews(page, path);
        const next = reviewsRegion(page).getByRole('button', { name: 'Next reviews' });
        for (const reviewer of ['A Google User', 'James Okafor', 'Carmen Delgado']) {
          await next.click();
          await expect.poll(() => firstVisibleName(page)).toBe(reviewer);
        }
        // Carmen's photo fails to load: her letter shows instead. Priya's photo loads.
        const cards = visibleCards(page);
        await expect(cards.nth(0).getByText('C', { exact: true })).toBeVisible();
        await expect(cards.nth(0).locator('img')).toHaveCount(0);
        await expect(cards.nth(1).locator('img')).toHaveJSProperty('complete', true);
        expect(
          await cards
            .nth(1)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);

        await reviewsRegion(page).getByRole('button', { name: 'Previous reviews' }).click();
        await expect.poll(() => firstVisibleName(page)).toBe('James Okafor');
        await reviewsRegion(page).getByRole('button', { name: 'Previous reviews' }).click();
        await expect.poll(() => firstVisibleName(page)).toBe('A Google User');
        await expect(visibleCards(page).first().getByText('A', { exact: true })).toBeVisible();
      });

      test(`${name}: review text is shown as text and runs nothing`, async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', async (dialog) => {
          dialogs.push(dialog.message());
          await dialog.dismiss();
        });
        await openReviews(page, path);
        const region = reviewsRegion(page);
        await expect(region.getByText('<script>alert(1)</script>').first()).toBeAttached();
        await expect(region.locator('b')).toHaveCount(0);
        expect(dialogs).toEqual([]);
      });

      test(`${name}: describes the practice's rating as JSON-LD`, async ({ page }) => {
        await openReviews(page, path);
        const script = reviewsRegion(page).locator('script[type="application/ld+json"]');
        await expect(script).toHaveCount(1);
        const data = JSON.parse((await script.textContent()) ?? '{}');
        // Its full shape is aggregateRatingJsonLd's unit test's; here: rendered, with these figures.
        expect(data).toMatchObject({
          '@type': 'AggregateRating',
          ratingValue: 4.7,
          reviewCount: 12,
        });
        expect(data.itemReviewed.name).toBe('Omega Health Care');
        expect(data.itemReviewed.review).toHaveLength(10);
        expect(data.itemReviewed.review[0].author.name).toBe('Maria Gonzalez');
      });

      test(`${name}: the failed message shows while the provider fails, in the same space`, async ({
        page,
      }) => {
        await openReviews(page, path);
        await expect(visibleCards(page)).toHaveCount(3);
        const loadedHeight = await heightOf(carousel(page));

        await answerWith(page, '__error');
        await page.reload();
        await scrollToWidget(reviewsRegion(page));
        const failed = reviewsRegion(page).getByRole('status');
        await expect(failed).toHaveText(FAILED);
        expect(await heightOf(failed)).toBeCloseTo(loadedHeight, 0);
        await expect(reviewsRegion(page).getByRole('listitem')).toHaveCount(0);
        await expectNoAxeViolationsOnceVisible(page, failed);
      });

      test(`${name}: loading keeps the space the reviews then fill`, async ({ page }) => {
        await answerAfter(page, 2500);
        await openReviews(page, path);
        const loading = reviewsRegion(page).getByRole('status');
        await expect(loading).toHaveText('Loading reviews...');
        const loadingHeight = await heightOf(loading);
        await expect(visibleCards(page)).toHaveCount(3, { timeout: 8000 });
        expect(await heightOf(carousel(page))).toBeCloseTo(loadingHeight, 0);
      });

      test(`${name}: the carousel passes axe`, async ({ page }) => {
        await openReviews(page, path);
        await expectNoAxeViolationsOnceVisible(page, visibleCards(page).first());
      });
    });

    test.describe('in motion', () => {
      test.use({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } });

      test(`${name}: autoplays, pauses on hover and with the pause control`, async ({ page }) => {
        await openReviews(page, path);
        await expect(visibleCards(page)).toHaveCount(3);
        await leaveCarousel(page);
        await expect
          .poll(() => firstVisibleName(page), { timeout: AUTOPLAY_MS + 2000 })
          .not.toBe('Maria Gonzalez');

        // The pointer over the slides holds them.
        await visibleCards(page).nth(1).hover();
        await expectStill(page);

        const pause = reviewsRegion(page).getByRole('button', { name: 'Pause reviews carousel' });
        await pause.click();
        await expect(
          reviewsRegion(page).getByRole('button', { name: 'Play reviews carousel' }),
        ).toBeVisible();
        await leaveCarousel(page);
        await expectStill(page);
        const paused = await firstVisibleName(page);

        await reviewsRegion(page).getByRole('button', { name: 'Play reviews carousel' }).click();
        await leaveCarousel(page);
        await expect
          .poll(() => firstVisibleName(page), { timeout: AUTOPLAY_MS + 2000 })
          .not.toBe(paused);
      });

      test(`${name}: keyboard focus inside holds the slides`, async ({ page }) => {
        await openReviews(page, path);
        await expect(visibleCards(page)).toHaveCount(3);
        await page.mouse.move(1, 1);
        await reviewsRegion(page).getByRole('button', { name: 'Next reviews' }).focus();
        await expectStill(page);
      });

      test(`${name}: nothing autoplays for visitors who prefer reduced motion`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openReviews(page, path);
        await expect(visibleCards(page)).toHaveCount(3);
        await leaveCarousel(page);
        await expect(
          reviewsRegion(page).getByRole('button', { name: 'Play reviews carousel' }),
        ).toBeVisible();
        await expectStill(page, 'Maria Gonzalez');
      });
    });

    test.describe('on a phone', () => {
      test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });

      test(`${name}: one review at a time, no sideways scrolling, failure in the same space`, async ({
        page,
      }) => {
        await openReviews(page, path);
        await expect(visibleCards(page)).toHaveCount(1);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const loadedHeight = await heightOf(carousel(page));

        await answerWith(page, '__error');
        await page.reload();
        await scrollToWidget(reviewsRegion(page));
        const failed = reviewsRegion(page).getByRole('status');
        await expect(failed).toHaveText(FAILED);
        expect(await heightOf(failed)).toBeCloseTo(loadedHeight, 0);
      });
    });
  });
}

test.describe('reviews provider failures', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const mode of ['error', 'unsuccessful', 'malformed'] satisfies FailureMode[]) {
    test(`Home: "${mode}" answers give the failed message and keep the page working`, async ({
      page,
    }) => {
      const uncaught: Error[] = [];
      page.on('pageerror', (error) => uncaught.push(error));
      await answerWith(page, `__${mode}`);
      await openReviews(page, '/');
      await expect(reviewsRegion(page).getByRole('status')).toHaveText(FAILED);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(uncaught).toEqual([]);
    });
  }
});
