import type { Page } from '@playwright/test';
import { test as withPopup } from '@playwright/test';
import { appTakenOver, expect, POPUP_NAME, test } from '../support/fixtures';
import { compareScreenshots } from '../support/screenshots';
import { horizontalOverflow, layoutShiftSoFar, recordLayoutShifts } from '../support/layout';
import { breakRemote, remoteOrigins } from '../support/remotes';

const SERVICE = {
  path: '/services/sud/',
  heading: 'Substance Use Disorder Treatment',
  title: 'Substance Use Disorder Treatment | Omega Health Care',
};
const POST = {
  path: '/blog/Getting-Ready-for-Respiratory-Virus-Season-With-Vaccines/',
  heading: 'Getting Ready for Respiratory Virus Season With Vaccines',
  title: 'Flu, COVID-19 and RSV Vaccines Guide | Omega Health Care',
};
const PROFILE = {
  path: '/ourteam/Kenji_Watanabe/',
  heading: 'Dr. Kenji Watanabe',
  title: 'Dr. Kenji Watanabe, Pain Medicine | Omega Health Care',
};

/** Holds the app's script back until the returned function is called: the page stays prerendered. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every image in the viewport has arrived, so two screenshots compare what the page draws. */
async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of [SERVICE, POST, PROFILE]) {
    test(`${path} is readable from its prerendered HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const words = await page.getByRole('main').innerText();
      expect(words.split(/\s+/).length).toBeGreaterThan(150);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      // The page carries the landing pop-up, which nothing could close without scripts: hidden.
      await expect(page.locator('[data-prerendered] [aria-modal="true"]')).toHaveCount(1);
      await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeHidden();
    });
  }

  test('the service text, the post body and the profile are all there', async ({ page }) => {
    await page.goto(SERVICE.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto(POST.path);
    await expect(page.getByRole('article').getByRole('paragraph').nth(2)).toBeVisible();
    await page.goto(PROFILE.path);
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  });

  for (const [path, heading] of [
    ['/no-such-page/', 'Page Not Found'],
    ['/services/not-a-service/', 'Page Not Found'],
    ['/aboutUs/extra', 'Page Not Found'],
    ['/blog/No-Such-Post/', 'Blog Not Found'],
    ['/ourteam/Nobody_Here/', 'Provider Not Found'],
  ]) {
    test(`${path} is the prerendered ${heading}, with a real 404`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test('carousels keep their layout at any width before the app runs', async ({ page }) => {
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('complementary', { name: 'Announcements' })).toBeVisible();
    }
  });
});

test.describe('the landing pop-up', () => {
  withPopup('shows with the prerendered page, before the app runs', async ({ page }) => {
    await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  });

  for (const path of [
    '/services/axon-therapy-mpns/',
    '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/',
  ]) {
    withPopup(`is not in the prerendered ${path}`, async ({ page }) => {
      await holdApp(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test.describe('the app takes over the prerendered page', () => {
  // The pop-up is left open here: the prerendered page shows it, and the app must draw the same.
  for (const { path, heading } of [SERVICE, POST, PROFILE]) {
    withPopup(
      `${path}: the first render draws the same page, with no layout shift`,
      async ({ page, request }) => {
        // The reviews provider stays silent, so its placeholder is on screen both times.
        const config = await (await request.get('/runtime-config.json')).json();
        await page.route(`${config.reviews.apiBase}/**`, () => undefined);
        const startApp = await holdApp(page);
        await recordLayoutShifts(page);

        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
        const popup = page.getByRole('dialog', { name: POPUP_NAME });
        await expect(popup).toBeVisible();
        await imagesInViewLoaded(page);
        const prerendered = await page.screenshot();

        startApp();
        await appTakenOver(page);
        await expect(popup).toBeVisible();
        // The app moves focus into its pop-up: its focus ring aside, the two must be the same.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await imagesInViewLoaded(page);
        const rendered = await page.screenshot();
        await withPopup
          .info()
          .attach('prerendered', { body: prerendered, contentType: 'image/png' });
        await withPopup.info().attach('taken over', { body: rendered, contentType: 'image/png' });
        const difference = await compareScreenshots(page, prerendered, rendered);
        // Nothing but the odd anti-aliased glyph edge may differ.
        expect(difference.visiblyChanged).toBeLessThan(50);
        expect(difference.changed / difference.total).toBeLessThan(0.002);
        expect(await layoutShiftSoFar(page)).toBe(0);
        // Closed, the pop-up leaves the page itself in place.
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await layoutShiftSoFar(page)).toBe(0);
        // The app's own head tags replaced the prerendered ones, one of each.
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      },
    );
  }

  withPopup(
    'text typed into the prerendered page is kept, and answered, once the app runs',
    async ({ page }) => {
      const startApp = await holdApp(page);
      await page.goto('/blog/', { waitUntil: 'commit' });
      const search = page.getByRole('searchbox', { name: 'Search articles by title or tag' });
      await search.fill('Naloxone');
      startApp();
      await appTakenOver(page);
      await expect(search).toHaveValue('Naloxone');
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveText(
        ['Why Naloxone Belongs in Every Home First Aid Kit'],
      );
    },
  );

  test('Home: widgets and carousels come alive without moving anything', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await appTakenOver(page);
    const reviews = page.getByRole('region', { name: 'Our Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('listitem').first()).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
  });

  test('a route whose remote is down keeps its prerendered content, under the notice', async ({
    page,
    request,
  }) => {
    await breakRemote(page, (await remoteOrigins(request)).blog, 'stopped');
    await page.goto(POST.path);
    await expect(
      page.getByRole('heading', { name: 'Our blog is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: POST.heading })).toBeVisible();
    await expect(page.getByRole('article').getByRole('paragraph').nth(2)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
