import { expectNoAxeViolations } from '../support/axe';
import { expect, type Locator, type Page } from '@playwright/test';
import { appTest as test } from '../support/fixtures';
import { hydrationErrors } from '../support/hydration';
import { expectFocusHeldIn, tabTo } from '../support/keyboard';
import { pausedSite } from '../support/paused-site';
import { remoteSlot } from '../support/widgets';

/** The blog's article about the nerve-pain therapy, where the pop-up must not open. */
const THERAPY_ARTICLE = '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Living with nerve pain?' });

async function closePopup(page: Page) {
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
}

test.describe('nerve-pain pop-up', () => {
  test('opens on landing, keeps focus inside, closes on Escape and passes axe', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    const close = popup(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(popup(page).getByRole('link', { name: /Axon therapy/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await expectFocusHeldIn(page, popup(page), close);

    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
  });

  test('has a static backdrop and leads to the therapy page', async ({ page }) => {
    await page.goto('/FAQs');
    await expect(popup(page)).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(popup(page)).toBeVisible();
    await popup(page)
      .getByRole('link', { name: /Axon therapy/ })
      .click();
    await expect(page).toHaveURL(/\/services\/axon-therapy-mpns\/$/);
    await expect(popup(page)).toBeHidden();
  });

  test('opens once per page load, not again on client navigation', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'ABOUT US' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
  });

  // docs/product.md, "Pop-up": the pop-up is shown once on load; a visitor who closed it does not see it again in
  // the same browser session, whatever loads the next page.
  test('opens once per browser session: not on a reload, a form or another page load', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await closePopup(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);

    await page.goto('/blog/');
    await page.getByRole('searchbox', { name: 'Search articles by title or tag' }).fill('sleep');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/\?q=sleep$/);
    await page.goto('/career/?role=Registered+Nurse#apply');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CAREERS');
    await expect(popup(page)).toHaveCount(0);

    // Another tab is a session of its own.
    const other = await context.newPage();
    await other.goto('/');
    await expect(popup(other)).toBeVisible();
  });

  // The same rule, frame by frame: the page's head script closes a pop-up already seen before the
  // page's first paint, and leaves the first one its Close's autofocus. Element Timing reports the
  // first paint of the pop-up's heading, if there is one; the page's policy allows that inline
  // script (by its hash) and reports nothing blocked.
  test('once seen, is not painted on a later page load, and a first one starts on Close', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const painted: string[] = [];
      const blocked: string[] = [];
      Object.assign(window, { popupPainted: painted, blocked });
      document.addEventListener('securitypolicyviolation', (event) =>
        blocked.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      // Element Timing's entries are not in TypeScript's DOM types.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier: string }>)
          painted.push(entry.identifier);
      }).observe({ type: 'element', buffered: true });
      // Marked as the parser adds it, before any paint.
      new MutationObserver(() => {
        document.getElementById('nerve-pain-popup-heading')?.setAttribute('elementtiming', 'popup');
      }).observe(document, { childList: true, subtree: true });
    });
    const popupPainted = () =>
      page.evaluate(() => (window as unknown as { popupPainted: string[] }).popupPainted);
    await page.goto('/');
    await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(popupPainted).toEqual(['popup']);
    await closePopup(page);

    for (const path of ['/', '/blog/']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      expect(await popupPainted()).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked),
      ).toEqual([]);
    }
  });

  // Without its storage (a privacy setting refuses it), the page cannot know the pop-up was seen:
  // it shows on each load, as without script, and the page works.
  test('shows on each load where session storage is refused', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'sessionStorage', {
        get: () => {
          throw new DOMException('The storage is refused.', 'SecurityError');
        },
      }),
    );
    await page.goto('/');
    await closePopup(page);
    await page.goto('/aboutUs/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await closePopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ABOUT US');
  });

  // Ending the inertness of the page behind restyles every element of it, so the page's head
  // script keeps the page inert until the frame without the pop-up has been painted: the frame
  // after the click shows the pop-up gone and the page behind not yet restyled; then the page
  // takes keys and taps.
  test('its Close is painted before the page behind is restyled, then the page is operable', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const main = document.getElementById('main');
            Object.assign(window, {
              closingFrame: {
                popupShown: !!document.getElementById('landing-popup')?.checkVisibility(),
                pageBehind: main && getComputedStyle(main).getPropertyValue('interactivity'),
              },
            });
          }),
        { capture: true, once: true },
      );
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { closingFrame?: object }).closingFrame),
      )
      .toEqual({ popupShown: false, pageBehind: 'inert' });
    await expect(page.locator('#main')).toHaveCSS('interactivity', 'auto');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  // Until that frame, a key or a finger coming down ends the inertness first: frames held back
  // (the page's animation callbacks kept), Tab right after Close reaches the page, and a tap on
  // the page lets the next one follow a link.
  test('a key or a tap before the frame without the pop-up reaches the page', async ({ page }) => {
    const holdFrames = () =>
      page.evaluate(() => {
        window.requestAnimationFrame = () => 0;
      });
    const pageBehind = () =>
      page
        .locator('#main')
        .evaluate((main) => getComputedStyle(main).getPropertyValue('interactivity'));

    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await holdFrames();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toBeHidden();
    expect(await pageBehind()).toBe('inert');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    expect(await pageBehind()).toBe('auto');

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await holdFrames();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    expect(await pageBehind()).toBe('inert');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.mouse.click(heading!.x + 4, heading!.y + 4);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'ABOUT US' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
  });

  // Centred in the viewport, a card painted while only its start had arrived would grow, and
  // move, as the rest came; so would the header's centred rows. The page's first frame waits for
  // what is above the content: the page pausing on its way inside the pop-up, or inside the
  // header, the first animation frame finds the pop-up whole and `<main>`, and nothing moves.
  for (const pauseAfter of ['<form method="dialog">', '<header']) {
    test(`is painted whole in the first frame, the page pausing after ${pauseAfter}`, async ({
      page,
      baseURL,
    }) => {
      const site = await pausedSite(String(baseURL), pauseAfter, 600);
      try {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { shifts });
          requestAnimationFrame(() =>
            Object.assign(window, {
              firstFrame: {
                popupWhole: !!document.querySelector('#landing-popup a[href]'),
                main: !!document.getElementById('main'),
              },
            }),
          );
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
              shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${site.url}/FAQs`);
        await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
        const seen = await page.evaluate(() => {
          const { firstFrame, shifts } = window as unknown as {
            firstFrame?: { popupWhole: boolean; main: boolean };
            shifts: number[];
          };
          return { firstFrame, shifts };
        });
        expect(seen).toEqual({ firstFrame: { popupWhole: true, main: true }, shifts: [] });
      } finally {
        await site.close();
      }
    });
  }

  test('never opens on the therapy service page', async ({ page }) => {
    await page.goto('/services/axon-therapy-mpns');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Axon Therapy for Nerve Pain');
    await page.waitForTimeout(1000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('never opens on the therapy article, but does on the rest of the blog', async ({ page }) => {
    await page.goto(THERAPY_ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(popup(page)).toHaveCount(0);

    await page.goto('/blog/');
    await expect(popup(page)).toBeVisible();
  });
});

test.describe('header', () => {
  test('the contact bar slides away while scrolling down, back when scrolling up, and nothing moves', async ({
    page,
  }) => {
    await page.goto('/services/sud/');
    await closePopup(page);
    const bar = page.getByRole('list', { name: 'Contact details' });
    const mainTop = () => page.locator('main').evaluate((main: HTMLElement) => main.offsetTop);
    const top = await mainTop();
    await expect(bar).toBeInViewport();

    await page.mouse.wheel(0, 800);
    await expect(bar).not.toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    expect(await mainTop()).toBe(top);

    await page.mouse.wheel(0, -200);
    await expect(bar).toBeInViewport();
    expect(await mainTop()).toBe(top);
  });

  test('marks the current page in the navigation', async ({ page }) => {
    await page.goto('/get-financed/');
    await closePopup(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'GET FINANCED' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    /** Home, its pop-up closed, and the header's Menu toggle with the navigation it opens. */
    async function homeMenu(page: Page) {
      await page.goto('/');
      await closePopup(page);
      return {
        toggle: page.getByRole('button', { name: 'Menu' }),
        nav: page.getByRole('navigation', { name: 'Main' }),
      };
    }

    test('the menu works from the keyboard, hides the announcements and passes axe open', async ({
      page,
    }) => {
      const { toggle, nav } = await homeMenu(page);
      const announcements = page.getByRole('complementary', { name: 'Announcements' });
      const mainTop = () =>
        page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
      await expect(nav).toBeHidden();
      await expect(announcements).toBeVisible();
      const mainTopClosed = await mainTop();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expect(announcements).toBeHidden();
      // Hidden in its place, under the menu: the page behind is not laid out and painted anew.
      expect(await mainTop()).toBe(mainTopClosed);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'HOME' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(nav).toBeHidden();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/aboutUs\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(announcements).toBeVisible();
    });

    test('the menu closes as its link is followed, and on going back with it open', async ({
      page,
    }) => {
      const { toggle, nav } = await homeMenu(page);
      await toggle.click();
      await nav.getByRole('link', { name: 'ABOUT US' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();

      // History moves no tap in the menu: the app closes it on the route change.
      await toggle.click();
      await expect(nav).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ABOUT US');
      await expect(nav).toBeHidden();
    });

    test('a service page offers the other services from a dropdown', async ({ page }) => {
      await page.goto('/services/psychiatry/');
      await closePopup(page);
      const services = page.getByRole('navigation', { name: 'Our services' });
      await expect(services.getByRole('link', { name: 'Precise Diagnosis' })).toBeHidden();
      await services.getByRole('button', { name: /Current: Psychiatry/ }).click();
      await services.getByRole('link', { name: 'Precise Diagnosis' }).click();
      await expect(page).toHaveURL(/\/services\/precise-diagnosis\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precise Diagnosis');
    });
  });
});

test.describe('announcements', () => {
  test('rotate one at a time, the hidden ones out of reach, and pause from a visible control', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await closePopup(page);
    const strip = page.getByRole('complementary', { name: 'Announcements' });
    // Only the announcement on show is exposed: the others are aria-hidden and inert.
    await expect(strip.getByRole('link')).toHaveCount(1);
    await expect(strip.getByRole('link', { name: 'Our Pine Ridge Township office' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6100);
    await expect(strip.getByRole('link')).toHaveCount(1);
    await expect(strip.getByRole('link', { name: 'Read about flu shots' })).toBeVisible();
    await strip.getByRole('button', { name: 'Pause announcements' }).click();
    await expect(strip.getByRole('button', { name: 'Play announcements' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(strip.getByRole('link', { name: 'Read about flu shots' })).toBeVisible();
  });
});

const carousels = (page: Page) => page.getByRole('region', { name: 'Care built around you' });

/** Scrolls to Home's carousels and waits until their code has loaded and hydrated them. */
async function scrollToCarousels(page: Page) {
  const section = carousels(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section).not.toHaveAttribute('data-deferred');
  return section;
}

/** Whether the page has fetched react-slick's code (a name only its slider uses). */
async function slickRequested(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.js(\?|$)/.test(url)),
  );
  for (const url of scripts) {
    if ((await (await page.request.get(url)).text()).includes('innerSliderRefHandler')) return true;
  }
  return false;
}

test.describe('home', () => {
  test('the service tabs work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    const first = page.getByRole('tab', { name: 'INTERNAL MEDICINE' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const addiction = page.getByRole('tab', { name: 'ADDICTION' });
    await expect(addiction).toBeFocused();
    await expect(addiction).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Treatment for substance use disorders');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('WEIGHT LOSS MANAGEMENT');
  });

  test.describe("a service's card", () => {
    const serviceLink = (page: Page, path: string) =>
      page.getByRole('main').locator(`a[href="${path}"]`);
    const cardOf = (link: Locator) => link.locator('xpath=ancestor::li[1]');
    const isLifted = (card: Locator) =>
      card.evaluate((element) => getComputedStyle(element).transform !== 'none');
    /** Longer than the card's transition (HomeServiceCards.module.css). */
    const TRANSITION_MS = 300;

    test('lifts under a hovering pointer and for keyboard focus', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      const link = serviceLink(page, '/services/sud/');
      const card = cardOf(link);
      await link.hover();
      await expect.poll(() => isLifted(card)).toBe(true);
      await page.mouse.move(0, 0);
      await expect.poll(() => isLifted(card)).toBe(false);
      // Focus from the keys: from the card before, one Tab.
      await serviceLink(page, '/services/precise-diagnosis/').focus();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expect.poll(() => isLifted(card)).toBe(true);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

      test('stays in place under the finger: its lift would be painted during the next page', async ({
        page,
      }) => {
        await page.goto('/');
        await closePopup(page);
        expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
        const link = serviceLink(page, '/services/sud/');
        // The tap's hover and focus, without the page it leads to: its click goes nowhere.
        await link.evaluate((element) =>
          element.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
        );
        await link.tap();
        await expect(link).toBeFocused();
        await page.waitForTimeout(TRANSITION_MS);
        expect(await isLifted(cardOf(link))).toBe(false);
      });
    });
  });

  test('the two carousels move together', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    const section = await scrollToCarousels(page);
    const shown = section.locator('.slick-slide:not([aria-hidden="true"])');
    await expect(shown.getByRole('heading', { name: 'Care for the whole person' })).toBeVisible();
    await section.getByRole('button', { name: 'Next slide' }).click();
    await expect(
      shown.getByRole('heading', { name: 'Telehealth when it suits you' }),
    ).toBeInViewport();
    await expect(shown.getByRole('img', { name: /video visit with a clinician/ })).toBeVisible();
  });

  test.describe('the carousels, on a phone (below the fold, as Lighthouse loads Home)', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('load react-slick only as they near the viewport, and hydrate as sent', async ({
      page,
    }) => {
      const errors = hydrationErrors(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const section = carousels(page);
      await expect(section).toHaveAttribute('data-deferred');
      expect(await slickRequested(page)).toBe(false);
      // The server's HTML stands meanwhile, its first slide on show.
      await expect(
        section.getByRole('heading', { name: 'Care for the whole person' }),
      ).toBeAttached();

      await scrollToCarousels(page);
      expect(await slickRequested(page)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('keep the server’s HTML, as the widgets below them do, when the skip link is used', async ({
      page,
    }) => {
      await page.goto('/');
      await closePopup(page);
      const section = carousels(page);
      const latest = remoteSlot(page.getByRole('region', { name: 'LATEST TIPS & NEWS' }));
      await expect(section).toHaveAttribute('data-deferred');
      await expect(latest).toHaveAttribute('data-deferred');
      const articles = await latest.getByRole('listitem').count();
      expect(articles).toBeGreaterThan(0);

      await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // Still waiting for their code (nowhere near the viewport), showing what the server sent.
      await expect(section).toHaveAttribute('data-deferred');
      await expect(
        section.getByRole('heading', { name: 'Care for the whole person' }),
      ).toBeAttached();
      await expect(latest.getByRole('listitem')).toHaveCount(articles);
    });

    test('keep a tap on an arrow made before their code has arrived, and answer it then', async ({
      page,
    }) => {
      await page.goto('/');
      await closePopup(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes('innerSliderRefHandler')) await held;
        await route.fulfill({ response });
      });
      const section = carousels(page);
      await section.getByRole('button', { name: 'Next slide' }).click();
      await expect(section).toHaveAttribute('data-deferred');
      release();
      await expect(section).not.toHaveAttribute('data-deferred');
      await expect(section.getByText(/2 \/ 3/)).toBeVisible();
      // What the page still fetches ahead when the test ends is no longer the test's.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test('the go-to-top button appears past a third of the page and glides back up', async ({
    page,
  }) => {
    await page.goto('/');
    await closePopup(page);
    const goToTop = page.getByRole('link', { name: 'Go to top' });
    await expect(goToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(goToTop).toBeVisible();
    await goToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(goToTop).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the go-to-top link still shows only past a third of the page', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      const goToTop = page.getByRole('link', { name: 'Go to top' });
      const third = await page.evaluate(() => document.documentElement.scrollHeight / 3);
      await page.evaluate((y) => window.scrollTo(0, y - 20), third);
      await expect(goToTop).toBeHidden();
      await page.evaluate((y) => window.scrollTo(0, y + 40), third);
      await expect(goToTop).toBeVisible();
    });
  });
});

test.describe('FAQs', () => {
  test('the accordion keeps several answers open, from the mouse and the keys, and passes axe', async ({
    page,
  }) => {
    await page.goto('/FAQs');
    await closePopup(page);
    const items = page.locator('main details');
    const answer = (index: number) => items.nth(index).locator(':scope > div');
    await expect(items).toHaveCount(11);
    await expect(answer(0)).toBeVisible();
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeVisible();
    await items.nth(3).locator('summary').click();
    await expect(answer(3)).toBeVisible();
    await expect(answer(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(answer(3).getByRole('link', { name: '(732) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17325550142',
    );
  });
});

test.describe('analytics', () => {
  test('a page view is pushed for the first page and every route change', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'SERVICES' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeVisible();
    const views = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'page_view',
      ),
    );
    expect(views).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'page_view', page_path: '/services/' },
    ]);
    // No analytics id is configured locally, so no tag script is loaded.
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });
});
