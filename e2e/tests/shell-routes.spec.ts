import { expectNoAxeViolations } from '../support/axe';
import { expect, type Page } from '@playwright/test';
import { appTest as test } from '../support/fixtures';
import { horizontalOverflow } from '../support/layout';
import { loadAllWidgets } from '../support/widgets';

/**
 * Every screen the shell owns, at a phone, a tablet and a desktop width: it lays out without
 * sideways scrolling, names itself, opens other sites safely and passes axe.
 */
const routes = [
  { path: '/', heading: 'Compassionate care for body and mind' },
  { path: '/aboutUs/', heading: 'ABOUT US' },
  { path: '/services/', heading: 'SERVICES' },
  { path: '/services/primary-health-care/', heading: 'Primary Health Care' },
  // The therapy's own page is the one place the pop-up never opens.
  { path: '/services/axon-therapy-mpns/', heading: 'Axon Therapy for Nerve Pain', popup: false },
  { path: '/services/ob-gyn-services/', heading: 'OB-GYN Services' },
  { path: '/services/precise-diagnosis/', heading: 'Precise Diagnosis' },
  { path: '/services/sud/', heading: 'Substance Use Disorder Treatment' },
  { path: '/services/mental-health-treatment/', heading: 'Mental Health Treatment' },
  { path: '/services/psychiatry/', heading: 'Psychiatry' },
  {
    path: '/services/psychiatry-nurse-practitioners/',
    heading: 'Psychiatric Nurse Practitioners',
  },
  { path: '/services/ancillary-support-staff/', heading: 'Ancillary Support Staff' },
  { path: '/services/internal-medicine-physicians/', heading: 'Internal Medicine Physicians' },
  { path: '/get-financed/', heading: 'Axon Treatment Payment Plans' },
  { path: '/FAQs', heading: 'FAQs' },
  { path: '/contact-us', heading: 'Contact Omega Health Care' },
  { path: '/privacy-notice/', heading: 'Website Privacy Notice' },
  { path: '/notice-of-privacy-practices/', heading: 'Notice of Privacy Practices' },
  { path: '/nondiscrimination/', heading: 'Nondiscrimination and Language Assistance' },
  { path: '/accessibility/', heading: 'Accessibility Statement' },
  { path: '/no-such-page/', heading: 'Page Not Found' },
];

const widths = [360, 768, 1280];

/** The map provider is another site: a stand-in page keeps the check offline and stable. */
async function stubMap(page: Page) {
  await page.route('https://maps.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
}

/** The nerve-therapy pop-up greets most landings; close it to look at the page itself. */
async function closePopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Living with nerve pain?' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

/** Where to keep full-page screenshots for a person to look at, when asked for. */
const screenshotDir = process.env.SCREENSHOT_DIR;

/**
 * Remote widgets are scrolled to (they load only near the viewport) and settle before the page is
 * judged, so their late arrival changes nothing.
 */
async function settleWidgets(page: Page) {
  await loadAllWidgets(page);
  for (const region of ['LATEST TIPS & NEWS', 'Our Reviews']) {
    const widget = page.getByRole('region', { name: region });
    if ((await widget.count()) > 0) {
      await expect(widget.getByRole('listitem').first()).toBeVisible();
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, heading, popup = true } of routes) {
      test(`${path} lays out, names itself, links out safely and passes axe`, async ({ page }) => {
        await stubMap(page);
        await page.goto(path);
        if (popup) await closePopup(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await settleWidgets(page);
        if (!popup) await expect(page.getByRole('dialog')).toHaveCount(0);

        expect(await horizontalOverflow(page), 'horizontal scroll').toBeLessThanOrEqual(0);

        // Its own title, not the page's generic one.
        const title = await page.title();
        expect(title).toContain('Omega Health Care');
        expect(title).not.toBe('Omega Health Care');
        const descriptions = await page
          .locator('head meta[name="description"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
        expect(descriptions).toHaveLength(1);
        expect(descriptions[0]!.length).toBeGreaterThan(50);

        const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
          links
            .filter((link) => new URL(link.getAttribute('href')!).origin !== location.origin)
            .map((link) => ({
              href: link.getAttribute('href'),
              target: link.getAttribute('target'),
              rel: link.getAttribute('rel'),
            })),
        );
        expect(external.length).toBeGreaterThan(0);
        for (const link of external) {
          expect(link, link.href ?? '').toMatchObject({
            target: '_blank',
            rel: 'noopener noreferrer',
          });
        }

        await expectNoAxeViolations(page);

        if (screenshotDir) {
          const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
          await page.screenshot({ path: `${screenshotDir}/${name}`, fullPage: true });
        }
      });
    }
  });
}
