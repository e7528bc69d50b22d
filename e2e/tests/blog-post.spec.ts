import {
  bodyLoaded,
  expect,
  expectNoAxeViolations,
  metaDescription,
  test,
  VIDEO_ORIGIN,
} from './blog-support';
import { documentBox, horizontalOverflow } from '../support/layout';

const NERVE_PAIN = '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/';
const VACCINES = '/blog/Getting-Ready-for-Respiratory-Virus-Season-With-Vaccines/';
const NURSE_PRACTITIONERS = '/blog/More-Psychiatric-Nurse-Practitioner-Appointments-Now-Available/';

test.describe('blog post', () => {
  for (const path of [NERVE_PAIN, NERVE_PAIN.slice(0, -1)]) {
    test(`${path} shows the article`, async ({ page }) => {
      await page.goto(path);
      const title = 'Magnetic Nerve Pain Therapy Now Available at Omega Health Care';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'BLOG' })).toHaveAttribute(
        'href',
        '/blog/',
      );
      await expect(breadcrumb.getByText(title)).toBeVisible();
      await expect(page.getByText('May 20th 2025')).toBeAttached();
      await expect(
        page.getByRole('heading', { level: 2, name: 'How the therapy works' }),
      ).toBeVisible();
      await expect(page.getByText('Each session lasts 13.5 minutes.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Related Tags' }).getByRole('listitem'),
      ).toHaveText(['Nerve Pain', 'Axon Therapy', 'Pain Management']);
      await expect(page).toHaveTitle('Magnetic Nerve Pain Therapy (mPNS) | Omega Health Care');
      await expect(metaDescription(page)).toHaveAttribute(
        'content',
        /^Magnetic peripheral nerve stimulation is a non-invasive therapy/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('loads its own body chunk and no other', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      const match = /\/article-([\w-]+)-md\.[0-9a-f]+\.js$/.exec(request.url());
      if (match) bodies.push(match[1]);
    });
    await page.goto(NERVE_PAIN);
    await bodyLoaded(page);
    expect(bodies).toEqual([NERVE_PAIN.split('/')[2]]);
  });

  test('an in-site body link uses the shell router', async ({ page }) => {
    await page.goto(NERVE_PAIN);
    await page
      .getByRole('link', { name: 'See payment plan options on our Get Financed page' })
      .click();
    await expect(page).toHaveURL(/\/get-financed\/$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(NERVE_PAIN);
    await bodyLoaded(page);
    await expectNoAxeViolations(page);
  });

  test('shares the public post URL on Facebook in a 550 by 400 window', async ({ page }) => {
    await page.goto(NERVE_PAIN);
    await bodyLoaded(page);
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { shareCalls: calls });
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    await page.getByRole('button', { name: 'Share on Facebook' }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: string[][] }).shareCalls,
    );
    expect(calls).toHaveLength(1);
    const [url, , features] = calls[0];
    const shareUrl = new URL(url);
    expect(shareUrl.origin + shareUrl.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(new URL(shareUrl.searchParams.get('u') ?? '').pathname).toBe(NERVE_PAIN);
    expect(url).toContain(`u=${encodeURIComponent(shareUrl.searchParams.get('u') ?? '')}`);
    expect(features).toContain('width=550');
    expect(features).toContain('height=400');

    const instagram = page.getByRole('link', { name: /Follow us on Instagram/ });
    await expect(instagram).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a carousel moves with previous and next; a tallCarousel post is taller', async ({
    page,
  }) => {
    await page.goto(NURSE_PRACTITIONERS);
    const carousel = page.getByRole('region', {
      name: 'Images for More Psychiatric Nurse Practitioner Appointments Now Available',
    });
    await expect(carousel.getByText('Image 1 of 4')).toBeVisible();
    const visibleImage = carousel.getByRole('img');
    await expect(visibleImage).toHaveAccessibleName(/office building/);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel.getByText('Image 2 of 4')).toBeVisible();
    await expect(visibleImage).toHaveAccessibleName(/head in profile/);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel.getByText('Image 4 of 4')).toBeVisible();
    const box = await visibleImage.boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(3 / 4, 1);
    await expectNoAxeViolations(page);
  });

  test('a video loads only when the visitor presses play, in the same box', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(VIDEO_ORIGIN)) videoRequests.push(request.url());
    });
    await page.goto(VACCINES);
    const play = page.getByRole('button', { name: 'Play video: How Vaccines Work' });
    await expect(play).toBeVisible();
    await bodyLoaded(page);
    expect(videoRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const before = await documentBox(play);
    await play.click();
    const player = page.locator('iframe[title="How Vaccines Work"]');
    await expect(player).toHaveAttribute('src', `${VIDEO_ORIGIN}/embed/rb7TVW77ZCs?autoplay=1`);
    await expect(player).toBeFocused();
    expect(await documentBox(player)).toEqual(before);
    // The frame's request is reported a moment after its source is set.
    await expect.poll(() => videoRequests.length).toBe(1);
  });

  for (const path of ['/blog/No-Such-Post/', '/blog/No-Such-Post', '/blog/some/deeper/path/']) {
    test(`${path} shows Blog Not Found with a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Blog Not Found | Omega Health Care');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to Blogs' }).click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeVisible();
    });
  }
});

test.describe('blog post on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits the screen and has no accessibility violations', async ({ page }) => {
    await page.goto(NURSE_PRACTITIONERS);
    await bodyLoaded(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
