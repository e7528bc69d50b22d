import type { Page } from '@playwright/test';
import { ANALYTICS_ID, startAnalyticsSite, type AnalyticsSite } from '../support/analytics-site';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { recordThirdParties } from '../support/third-parties';

/**
 * With an analytics id configured, nothing reaches a third party until the visitor says yes; a
 * refusal or Global Privacy Control keeps it so; a yes loads gtag.js, whose page views carry the
 * path only. The site here is the suite's, with a shell server of its own configured with an
 * analytics id (support/analytics-site.ts). gtag.js itself cannot be fetched offline: what is
 * checked is every request the browser makes, and every command the page hands gtag.
 */
let site: AnalyticsSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startAnalyticsSite(baseURL!);
});
test.afterAll(async () => {
  await site?.stop();
});

const choices = (page: Page) => page.getByRole('region', { name: 'Privacy choices' });
const footerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Notices' }).getByRole('link', { name: 'Privacy choices' });

/** The commands the page has handed gtag (gtag.js reads them from the data layer). */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => !(typeof entry === 'object' && entry !== null && 'event' in entry))
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test('before a choice: the question, and no third-party request', async ({ page, context }) => {
  const thirdParties = await recordThirdParties(context);
  for (const path of ['/', '/blog/?q=anxiety', '/contact-us', '/privacy-notice/']) {
    await page.goto(site.origin + path);
    await expect(choices(page)).toBeVisible();
  }
  await expect(choices(page).getByRole('button', { name: 'Allow analytics' })).toBeVisible();
  await expect(choices(page).getByRole('button', { name: 'Refuse analytics' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(thirdParties).toEqual([]);
  expect(await gtagCommands(page)).toEqual([]);
});

test('after refusing: no third-party request, and no question again', async ({ page, context }) => {
  const thirdParties = await recordThirdParties(context);
  await page.goto(`${site.origin}/`);
  await choices(page).getByRole('button', { name: 'Refuse analytics' }).click();
  await expect(choices(page)).toBeHidden();
  for (const path of ['/blog/?q=anxiety', '/contact-us', '/services/']) {
    await page.goto(site.origin + path);
    await page.waitForTimeout(300);
    await expect(choices(page)).toBeHidden();
  }
  expect(thirdParties).toEqual([]);
  expect(await gtagCommands(page)).toEqual([]);
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('no question, no third-party request, and the same HTML as without it', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const thirdParties = await recordThirdParties(context);
    for (const path of ['/', '/blog/?q=anxiety', '/contact-us']) {
      await page.goto(site.origin + path);
      await page.waitForTimeout(300);
      await expect(choices(page)).toBeHidden();
    }
    // The footer's link explains why instead of asking.
    await footerLink(page).click();
    await expect(choices(page)).toContainText('Global Privacy Control');
    await expect(choices(page).getByRole('button', { name: 'Allow analytics' })).toHaveCount(0);
    expect(thirdParties).toEqual([]);
    expect(await gtagCommands(page)).toEqual([]);

    // The server's answer does not depend on the header: one page in the shared cache for all.
    const html = async (headers: Record<string, string>) => {
      const response = await fetch(`${site.origin}/contact-us`, { headers });
      expect(response.headers.get('vary') ?? '').not.toMatch(/sec-gpc/i);
      return response.text();
    };
    expect(await html({ 'Sec-GPC': '1' })).toBe(await html({}));
  });
});

test('after a yes: gtag.js, advertising off, each page view by its path only', async ({
  page,
  context,
}) => {
  const thirdParties = await recordThirdParties(context);
  await page.goto(`${site.origin}/blog/?q=anxiety#results`);
  await choices(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect(choices(page)).toBeHidden();
  await expect
    .poll(() => thirdParties)
    .toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'SERVICES' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeVisible();

  const commands = await gtagCommands(page);
  expect(commands).toContainEqual([
    'config',
    ANALYTICS_ID,
    expect.objectContaining({
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      page_location: `${site.origin}/blog/`,
    }),
  ]);
  expect(commands).toContainEqual([
    'consent',
    'default',
    expect.objectContaining({ ad_storage: 'denied', ad_personalization: 'denied' }),
  ]);
  const pageViews = commands.filter(([name, event]) => name === 'event' && event === 'page_view');
  expect(pageViews).toEqual([
    ['event', 'page_view', { page_path: '/blog/' }],
    ['event', 'page_view', { page_path: '/services/' }],
  ]);
  expect(commands).toContainEqual([
    'set',
    {
      page_location: `${site.origin}/services/`,
      page_referrer: `${site.origin}/blog/`,
      page_title: '/services/',
    },
  ]);
  // Neither the search nor the fragment is handed to gtag or sent anywhere.
  expect(JSON.stringify(commands)).not.toMatch(/anxiety|results/);
  expect(thirdParties.join(' ')).not.toMatch(/anxiety|results/);

  // The yes is remembered: the next visit measures at once, without asking.
  await page.goto(`${site.origin}/FAQs?from=newsletter`);
  await expect(choices(page)).toBeHidden();
  await expect
    .poll(async () =>
      (await gtagCommands(page)).filter(([name]) => name === 'event').map((command) => command[2]),
    )
    .toEqual([{ page_path: '/FAQs' }]);
});

test('the choice changes from the footer link, with the keyboard', async ({ page, context }) => {
  const thirdParties = await recordThirdParties(context);
  await page.goto(`${site.origin}/aboutUs/`);
  await choices(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect.poll(() => thirdParties.length).toBe(1);

  await footerLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(choices(page)).toBeVisible();
  await expect(choices(page).getByRole('heading', { name: 'Privacy choices' })).toBeFocused();
  await expect(choices(page)).toContainText('You allowed analytics in this browser.');
  await expectNoAxeViolations(page);

  // Escape leaves it as it was, and the keyboard where it came from.
  await page.keyboard.press('Escape');
  await expect(choices(page)).toBeHidden();
  await expect(footerLink(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(choices(page).getByRole('heading', { name: 'Privacy choices' })).toBeFocused();
  const refuse = choices(page).getByRole('button', { name: 'Refuse analytics' });
  for (
    let tab = 0;
    tab < 5 && !(await refuse.evaluate((button) => button === document.activeElement));
    tab += 1
  )
    await page.keyboard.press('Tab');
  await expect(refuse).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choices(page)).toBeHidden();
  await expect(footerLink(page)).toBeFocused();

  // gtag.js, already in this page, is switched off: the next page view goes nowhere.
  const sent = (await gtagCommands(page)).filter(([name]) => name === 'event').length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  expect((await gtagCommands(page)).filter(([name]) => name === 'event')).toHaveLength(sent);
  expect(
    await page.evaluate(
      (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
      ANALYTICS_ID,
    ),
  ).toBe(true);
  // And after a reload nothing loads.
  thirdParties.length = 0;
  await page.reload();
  await page.waitForTimeout(500);
  expect(thirdParties).toEqual([]);
});

test('the question moves nothing on the page, and passes axe', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        (window as unknown as { shifts: number[] }).shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/nondiscrimination/']) {
    await page.goto(site.origin + path);
    await expect(choices(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
  }
  await expectNoAxeViolations(page);
});
