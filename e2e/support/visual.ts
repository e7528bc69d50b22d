import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { POPUP_NAME } from './fixtures';

/**
 * What the visual suite (e2e/visual/) shares: the widths it looks at, how a page is brought to a
 * state that looks the same on every run, and the comparison that names who owns what changed.
 * Baselines live in e2e/visual/baselines/<owner>/ (the project's snapshotPathTemplate), so each
 * team reviews its own images.
 */

/** A phone, a tablet and a laptop; each with a height such a screen has (100vh parts use it). */
export const SCREENS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** The name of an image: who owns it, where it was made, and what it shows at which width. */
const imagePath = (
  owner: string,
  where: 'composed' | 'standalone',
  name: string,
  width: number,
) => [owner, where, `${name}-${width}.png`];

/** A page's name in its images: its path, slashes as dashes ('/services/sud/' → 'services-sud'). */
export const pageName = (path: string) =>
  path.replace(/^\/+|\/+$/g, '').replace(/[/?&=]+/g, '-') || 'home';

/**
 * Parts whose pixels change with no deploy at all, masked in every image: the reviews come from
 * the provider (which ones, in which order, and their relative dates, '3 weeks ago'), and the
 * footer's copyright line carries the current year.
 */
export const volatileParts = (page: Page): Locator[] => [
  page.locator('[data-remote-slot^="reviews/"] .slick-list'),
  page.getByText(/^© \d{4} /),
];

/** Ways the standalone pages change with no deploy: the reviews' relative dates (the stub's reviews and their order are fixed). */
export const standaloneVolatileParts = (page: Page): Locator[] => [
  page.locator('[aria-roledescription="carousel"] time'),
];

/**
 * Brings the page to the state a visitor who has scrolled through it sees back at its top:
 * everything below the fold loaded (widgets hydrated, lazy images in), fonts ready, nothing
 * still saying it is loading. Run after `page.goto` of the suite's fixtures (hydrated).
 */
export async function settle(page: Page): Promise<void> {
  // Widgets and Home's carousels load their code only as they near the viewport.
  const deferred = page.locator('[data-deferred]');
  for (let left = await deferred.count(); left > 0; left = await deferred.count()) {
    // Scrolled to by what it holds: a slot's own element has no box (see contentBox).
    await deferred.first().evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      window.scrollBy(0, range.getBoundingClientRect().top);
    });
    await expect.poll(() => deferred.count()).toBeLessThan(left);
  }
  await expect(page.locator('[data-remote-slot]:not([data-ready])')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*(\.\.\.|…)$/)).toHaveCount(0);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // A broken image stays broken on every run: it is part of the look, not a reason to wait.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  // Back at the top, the contact bar slides in again (the scroll above hid it).
  await expect(page.getByRole('banner')).toBeInViewport();
}

/**
 * A remote's standalone page brought to the same state: hydrated, nothing loading, every image
 * in, fonts ready, at its top.
 */
export async function settleStandalone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await expect(page.getByText(/^Loading\b.*(\.\.\.|…)$/)).toHaveCount(0);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/** Closes the landing pop-up the way a keyboard does, so no pointer hovers over the page. */
export async function closePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: POPUP_NAME });
  if (!(await popup.isVisible())) return;
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/**
 * Compares a composed page with its baselines, one image per owner: the shell's (the whole page
 * with every remote's slot masked) and each remote slot's own (its box cut from the same page).
 * A failure then names the remote whose region changed; a change of the shell's alone is the
 * shell's. `state` names what the visitor has done ('menu-open'), if anything.
 */
export async function expectComposedLook(page: Page, path: string, state?: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const name = state ? `${pageName(path)}-${state}` : pageName(path);
  const slots = page.locator('[data-remote-slot]');
  const volatile = volatileParts(page);
  // A slot's element takes no part in the layout (display: contents): its children have the boxes.
  const slotContents = slots.locator(':scope > *');
  const changed = new Set<string>();

  await compared(changed, 'shell', imagePath('shell', 'composed', name, width), (image) =>
    expect.soft(page).toHaveScreenshot(image, {
      fullPage: true,
      mask: [slotContents, ...volatile],
    }),
  );
  for (const slot of await slots.all()) {
    const [remote, expose] = (await slot.getAttribute('data-remote-slot'))!.split('/');
    const box = await contentBox(slot);
    if (box.height === 0) continue;
    const image = imagePath(remote!, 'composed', `${name}-${expose}`, width);
    await compared(changed, remote!, image, () =>
      expect.soft(page).toHaveScreenshot(image, {
        fullPage: true,
        clip: box,
        mask: volatile,
      }),
    );
  }
  reportOwners(changed);
}

/** Compares a remote's standalone page (its team's development page) with its baseline. */
export async function expectStandaloneLook(page: Page, remote: string, path: string) {
  const width = page.viewportSize()!.width;
  const changed = new Set<string>();
  await compared(changed, remote, imagePath(remote, 'standalone', pageName(path), width), (image) =>
    expect.soft(page).toHaveScreenshot(image, {
      fullPage: true,
      mask: standaloneVolatileParts(page),
    }),
  );
  reportOwners(changed);
}

/** The box, in the document, of everything inside an element that has none of its own. */
function contentBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

/**
 * Runs one soft comparison and notes the owner when it failed; under `npm run test:visual:update`
 * also lists the baseline it compared (VISUAL_BASELINES_USED), so the baselines no test makes any
 * more can be told and removed.
 */
async function compared(
  changed: Set<string>,
  owner: string,
  image: string[],
  comparison: (image: string[]) => Promise<void>,
) {
  const used = process.env.VISUAL_BASELINES_USED;
  if (used) {
    fs.appendFileSync(
      used,
      // The segments as the comparison names them: joined into one name, the slashes would be
      // sanitized into dashes and the path would name no baseline.
      `${test.info().snapshotPath(...image, { kind: 'screenshot' })}\n`,
    );
  }
  const errors = test.info().errors.length;
  await comparison(image);
  if (test.info().errors.length > errors) changed.add(owner);
}

/** Names the owners of what changed: in the report (an annotation) and in the failure itself. */
function reportOwners(changed: Set<string>) {
  if (changed.size === 0) return;
  const owners = [...changed].join(', ');
  test.info().annotations.push({ type: 'changed, by owner', description: owners });
  throw new Error(
    `Images differ from their baselines (or have none yet) in the part${changed.size > 1 ? 's' : ''} of: ${owners}. ` +
      'Expected, actual and difference of each image are in the HTML report.',
  );
}
