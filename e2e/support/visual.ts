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
    // Scrolled to by what it holds: a slot's own element has no box (see contentBox). Found in
    // the page, not by a locator: the last one may load between the count and the scroll.
    await page.evaluate(() => {
      const node = document.querySelector('[data-deferred]');
      if (!node) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      window.scrollBy(0, range.getBoundingClientRect().top);
    });
    await expect.poll(() => deferred.count()).toBeLessThan(left);
  }
  await expect(page.locator('[data-remote-slot]:not([data-ready])')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*(\.\.\.|…)$/)).toHaveCount(0);
  await everyImageAndFontIn(page);
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
  await everyImageAndFontIn(page);
}

/** Every image loaded and decoded, the fonts ready, the page at its top. */
async function everyImageAndFontIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // A broken image stays broken on every run: it is part of the look, not a reason to wait.
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

/** A part a remote draws outside its slot (a modal it portals to the body), and who owns it. */
export interface Overlay {
  /** The remote that renders it, and the name of its image ('UploadDialog'). */
  owner: string;
  name: string;
  locator: Locator;
}

/** One image that differs from its baseline (or has none yet), and whose part of the page it is. */
export interface Difference {
  owner: string;
  /** The baseline's path under e2e/visual/baselines/, as the report names its attachments. */
  image: string;
  /** What the comparison said (how many pixels differ). */
  said: string;
  /** Why this image's difference follows from another owner's (the page moved), if it does. */
  follows?: string;
  /** The owners of the slots it moved with, when it follows from theirs. */
  movedWith?: string[];
}

/** How much taller (negative: shorter) the image came out than its baseline, if its size differs. */
function heightChange(difference: Difference): number {
  const size = /Expected an image \d+px by (\d+)px, received \d+px by (\d+)px/.exec(
    difference.said,
  );
  return size ? Number(size[2]) - Number(size[1]) : 0;
}

/**
 * A remote's slot that changed height moves everything of the shell's below it: the shell's image
 * then differs too, though nothing of the shell's changed. When the page's height changed by as
 * much as the slots' heights together (to a pixel a slot: their boxes are cut at fractions), the
 * shell's difference is said to follow from theirs (and the shell is not named an owner of the
 * change); any other difference of the shell's is its own.
 */
function explainMoves(differences: Difference[], shellImage: string): void {
  const shell = differences.find((difference) => difference.image === shellImage);
  if (!shell || heightChange(shell) === 0) return;
  const slots = differences.filter(
    (difference) =>
      difference.owner !== 'shell' &&
      difference.image.includes('/composed/') &&
      heightChange(difference) !== 0,
  );
  const total = slots.reduce((sum, difference) => sum + heightChange(difference), 0);
  // A slot's box is cut at fractional pixels: each may round a pixel either way.
  if (slots.length === 0 || Math.abs(total - heightChange(shell)) > slots.length) return;
  shell.movedWith = [...new Set(slots.map((difference) => difference.owner))];
  const owners = shell.movedWith.join(' and ');
  shell.follows =
    `the page is ${Math.abs(heightChange(shell))} px ${total > 0 ? 'taller' : 'shorter'}, as much as ` +
    `the slot${slots.length > 1 ? 's' : ''} of ${owners} changed: the shell's parts below moved with ` +
    `${slots.length > 1 ? 'them' : 'it'} (its own look may still be unchanged: see its difference image)`;
}

/**
 * Compares a composed page with its baselines, one image per owner: the shell's (the whole page
 * with every remote's slot and overlay masked), each remote slot's own (its box cut from the same
 * page) and each overlay's (the element). Returns what differs, by owner; it fails nothing itself
 * (`expectComposedLook` does). Each failed comparison still attaches its expected, actual and
 * difference images to the report.
 */
export async function composedLook(
  page: Page,
  path: string,
  state?: string,
  overlays: Overlay[] = [],
): Promise<Difference[]> {
  const width = page.viewportSize()!.width;
  const name = state ? `${pageName(path)}-${state}` : pageName(path);
  const slots = page.locator('[data-remote-slot]');
  const volatile = volatileParts(page);
  const overlaid = overlays.map((overlay) => overlay.locator);
  // A slot's element takes no part in the layout (display: contents): its children have the boxes.
  const slotContents = slots.locator(':scope > *');
  const differences: Difference[] = [];
  // The full page is captured from where it is scrolled, and what is fixed to the viewport (the
  // contact bar, a modal) is drawn there: a state that scrolled (a search box filled, a modal's
  // button clicked) would place it wherever that left the page, and the bar hides on the way
  // down. From the top, with the bar back in, every run draws them in the same place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();

  await compared(differences, 'shell', imagePath('shell', 'composed', name, width), (image) =>
    expect(page).toHaveScreenshot(image, {
      fullPage: true,
      mask: [slotContents, ...overlaid, ...volatile],
    }),
  );
  for (const slot of await slots.all()) {
    const [remote, expose] = (await slot.getAttribute('data-remote-slot'))!.split('/');
    const box = await contentBox(slot);
    if (box.height === 0) continue;
    const image = imagePath(remote!, 'composed', `${name}-${expose}`, width);
    await compared(differences, remote!, image, () =>
      expect(page).toHaveScreenshot(image, {
        fullPage: true,
        clip: box,
        mask: [...overlaid, ...volatile],
      }),
    );
  }
  for (const overlay of overlays) {
    const image = imagePath(overlay.owner, 'composed', `${name}-${overlay.name}`, width);
    await compared(differences, overlay.owner, image, () =>
      expect(overlay.locator).toHaveScreenshot(image, { mask: volatile }),
    );
  }
  explainMoves(differences, imagePath('shell', 'composed', name, width).join('/'));
  return differences;
}

/**
 * Fails the test when a composed page's look changed, naming the remote (or the shell) that owns
 * each region that differs: `state` names what the visitor has done ('menu-open'), if anything;
 * `overlays`, what a remote drew outside its slot.
 */
export async function expectComposedLook(
  page: Page,
  path: string,
  state?: string,
  overlays: Overlay[] = [],
): Promise<void> {
  reportOwners(await composedLook(page, path, state, overlays));
}

/**
 * Compares a remote's standalone page (its team's development page) with its baseline; returns
 * what differs (`reportOwners` fails the test with it).
 */
export async function standaloneLook(
  page: Page,
  remote: string,
  path: string,
): Promise<Difference[]> {
  const width = page.viewportSize()!.width;
  const differences: Difference[] = [];
  await compared(
    differences,
    remote,
    imagePath(remote, 'standalone', pageName(path), width),
    (image) =>
      expect(page).toHaveScreenshot(image, {
        fullPage: true,
        mask: standaloneVolatileParts(page),
      }),
  );
  return differences;
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
 * Runs one comparison and notes what differs, with its owner; under `npm run test:visual:update`
 * also lists the baseline it compared (VISUAL_BASELINES_USED), so the baselines no test makes any
 * more can be told and removed.
 */
async function compared(
  differences: Difference[],
  owner: string,
  image: string[],
  comparison: (image: string[]) => Promise<void>,
) {
  const used = process.env.VISUAL_BASELINES_USED;
  if (used) {
    fs.appendFileSync(
      used,
      // The segments as the comparison names them: joined into one name, the slashes would be
      // sanitized into dashes and the path would name no baseline. (Screenshots and snapshots
      // share the project's snapshotPathTemplate, and each name has its extension.)
      `${test.info().snapshotPath(...image)}\n`,
    );
  }
  try {
    await comparison(image);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    // The line that says how much differs (or that there is no baseline), without the call log.
    const line =
      said
        .split('\n')
        .map((text) => text.trim())
        .find((text) => /pixels|baseline|snapshot doesn't exist|Timeout/i.test(text)) ??
      said.split('\n')[0]!;
    differences.push({ owner, image: image.join('/'), said: line });
  }
}

/**
 * What a failure says: the owners of what changed first (the teams to hand it to), then each image
 * with its owner and how much differs.
 */
export function ownersMessage(differences: Difference[]): string {
  const owners = changedOwners(differences);
  return [
    `The look changed in the part${owners.length > 1 ? 's' : ''} of: ${owners.join(', ')}.`,
    ...differences.map(
      (difference) =>
        `  ${difference.owner}: ${difference.image}: ${difference.said}` +
        (difference.follows ? `\n    (follows: ${difference.follows})` : ''),
    ),
    'Expected, actual and difference of each image are attached under these names in the HTML report.',
  ].join('\n');
}

/** The owners whose own part changed: not those whose image only moved with another's. */
function changedOwners(differences: Difference[]): string[] {
  const own = differences.filter((difference) => !difference.follows);
  return [...new Set((own.length > 0 ? own : differences).map((difference) => difference.owner))];
}

/** Names the owners of what changed: in the report (an annotation per owner) and in the failure. */
export function reportOwners(differences: Difference[]) {
  if (differences.length === 0) return;
  for (const owner of changedOwners(differences))
    test.info().annotations.push({
      type: `changed: ${owner}`,
      description: differences
        .filter((difference) => difference.owner === owner)
        .map((difference) => difference.image)
        .join(', '),
    });
  throw new Error(ownersMessage(differences));
}
