import { expect, type Locator, type Page } from '@playwright/test';

/** What a keyboard user meets at one Tab stop. */
interface TabStop {
  /** The accessible name as far as a test needs it: aria-label, else the trimmed text. */
  name: string;
  role: string;
  /** The landmark it sits in: banner (header), main, contentinfo (footer), dialog, or none. */
  landmark: 'banner' | 'main' | 'contentinfo' | 'dialog' | 'none';
  /** An outline or a box shadow shows where focus is (or an outline on the card it sits in). */
  focusVisible: boolean;
  /** Laid out on screen with a size, not hidden or clipped away to nothing. */
  rendered: boolean;
  /** Inside content hidden from assistive technology, where a keyboard user should never land. */
  hiddenFromAssistiveTech: boolean;
}

/** The focused element as a TabStop, or null when focus is on the page itself. */
function focusedStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const outlined = (node: Element) => {
      const { outlineStyle, outlineWidth } = getComputedStyle(node);
      return outlineStyle !== 'none' && parseFloat(outlineWidth) > 0;
    };
    // A card whose link covers it outlines the whole card (:focus-within) instead of the link.
    const ancestors: Element[] = [];
    for (
      let node = element.parentElement;
      node && ancestors.length < 4;
      node = node.parentElement
    ) {
      ancestors.push(node);
    }
    const box = element.getBoundingClientRect();
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      role: element.getAttribute('role') ?? element.tagName.toLowerCase(),
      landmark: element.closest('dialog, [role="dialog"]')
        ? 'dialog'
        : element.closest('header')
          ? 'banner'
          : element.closest('main')
            ? 'main'
            : element.closest('footer')
              ? 'contentinfo'
              : 'none',
      focusVisible:
        outlined(element) ||
        getComputedStyle(element).boxShadow !== 'none' ||
        ancestors.some(outlined),
      rendered: box.width > 0 && box.height > 0 && element.checkVisibility(),
      hiddenFromAssistiveTech: element.closest('[aria-hidden="true"]') !== null,
    };
  });
}

/** Fails unless the stop can be seen and is meant to be reached. */
function expectUsableStop(stop: TabStop | null, step: string): asserts stop is TabStop {
  expect(stop, `${step}: focus left the page`).not.toBeNull();
  expect(stop, `${step}: focus on "${stop?.name}" must show`).toMatchObject({
    focusVisible: true,
    rendered: true,
    hiddenFromAssistiveTech: false,
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way; fails if
 * `target` is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  for (let press = 1; press <= limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expectUsableStop(await focusedStop(page), `press ${press}`);
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
}

/**
 * Tabs from the top of the page to its end (focus back on the page itself), checking every stop;
 * returns them in order. Focus must be on the page itself to begin with (just landed, or a dialog
 * just closed), since the browser tabs on from wherever focus last was.
 */
export async function walkWholePage(page: Page, limit = 200): Promise<TabStop[]> {
  expect(await focusedStop(page), 'the walk starts with focus on the page itself').toBeNull();
  const stops: TabStop[] = [];
  for (let press = 1; press <= limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop === null && stops.length > 0) return stops;
    expectUsableStop(stop, `stop ${press}`);
    stops.push(stop);
  }
  throw new Error(`The page still had Tab stops after ${limit} presses`);
}

/**
 * Tabs from `start` (focused) round `container` back to it, failing if focus lands anywhere else
 * on the page. Past the last control a modal dialog lets focus out to the browser's own toolbar,
 * never to the page behind: here, with no toolbar, that stop is the page itself.
 */
export async function expectFocusHeldIn(
  page: Page,
  container: Locator,
  start: Locator,
  limit = 10,
): Promise<void> {
  await expect(start).toBeFocused();
  for (let press = 1; press <= limit; press += 1) {
    await page.keyboard.press('Tab');
    const outside = await container.evaluate((node) => {
      const focused = document.activeElement;
      return !focused || focused === document.body || node.contains(focused)
        ? null
        : focused.outerHTML.slice(0, 120);
    });
    expect(outside, `press ${press}: focus left the dialog`).toBeNull();
    if (await start.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`Focus did not come back to ${String(start)} in ${limit} presses of Tab`);
}
