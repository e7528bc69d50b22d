import type { Page } from '@playwright/test';

export interface ScreenshotDifference {
  /** Pixels that changed at all. */
  changed: number;
  /** Pixels whose colour changed by more than anti-aliasing does (a quarter of the range and more). */
  visiblyChanged: number;
  total: number;
}

/**
 * Compares two PNG screenshots pixel by pixel, decoding them in a blank page of the same browser.
 * Text re-drawn by a new render may be anti-aliased a little differently; anything else counts.
 */
export async function compareScreenshots(
  page: Page,
  before: Buffer,
  after: Buffer,
): Promise<ScreenshotDifference> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([first, second]) => {
        const pixels = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [a, b] = await Promise.all([pixels(first), pixels(second)]);
        if (a.length !== b.length)
          return { changed: a.length, visiblyChanged: a.length, total: a.length / 4 };
        let changed = 0;
        let visiblyChanged = 0;
        for (let index = 0; index < a.length; index += 4) {
          const delta = Math.max(
            Math.abs(a[index]! - b[index]!),
            Math.abs(a[index + 1]! - b[index + 1]!),
            Math.abs(a[index + 2]! - b[index + 2]!),
          );
          if (delta > 0) changed += 1;
          if (delta > 64) visiblyChanged += 1;
        }
        return { changed, visiblyChanged, total: a.length / 4 };
      },
      [before.toString('base64'), after.toString('base64')] as const,
    );
  } finally {
    await blank.close();
  }
}
