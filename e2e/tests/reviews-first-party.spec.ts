import type { RuntimeConfig } from '@practice/shared-types';
import { expect, test } from '../support/fixtures';
import { reviewsStubOrigin } from '../support/reviews-stub';
import { scrollToWidget } from '../support/widgets';

/**
 * The reviews reach a visitor from the practice's own servers (docs/product.md, "The calls it
 * makes", call 1, and "Patient trust"): on every page with reviews, the browser asks the reviews
 * provider for nothing (here the stub, on a port of its own, which first-party checks by host
 * would miss), and the reviewers' photos come from the reviews remote's own origin.
 */
const pages = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/aboutUs/' },
  { name: 'Services', path: '/services/' },
];

let reviewsOrigin = '';
let widgetCall = '';

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
  reviewsOrigin = new URL(config.reviews.apiBase).origin;
  widgetCall = `${reviewsOrigin}/api/v1/widgets/${config.reviews.featurableId}`;
  // The relay is the reviews remote's server: where browsers already fetch its files.
  const remote = config.remotes.find((entry) => entry.name === 'reviews');
  expect(new URL(remote?.entry ?? '').origin).toBe(reviewsOrigin);
});

for (const { name, path } of pages) {
  test(`${name}: the reviews and their photos come from the practice's own origin`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Our Reviews' });
    await scrollToWidget(region);
    await expect(region.getByRole('listitem').first()).toBeVisible();
    const firstPhoto = region.locator('img').first();
    await expect
      .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const photos = await region
      .locator('img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(new URL(photo).origin).toBe(reviewsOrigin);
    expect(requested).toContain(widgetCall);
    expect(requested.filter((url) => new URL(url).origin === reviewsStubOrigin)).toEqual([]);
  });
}
