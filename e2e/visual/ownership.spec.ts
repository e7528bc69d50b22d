import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { appTest as test, expect } from '../support/fixtures';
import { closePopup, composedLook, ownersMessage, settle } from '../support/visual';

/**
 * The visual suite's own promise: a region that changed is named by the app that owns it. A style
 * changed inside the blog's slot is the blog's alone (the shell's image masks every slot), and a
 * style changed in the footer is the shell's alone (a slot's image is its own box). The changes
 * are made in the page only, against the committed baselines of the blog's list at 1280 px.
 */
const path = '/blog/';
const baselines = ['shell/composed/blog-1280.png', 'blog/composed/blog-BlogRoutes-1280.png'].map(
  (image) => `${__dirname}/baselines/${image}`,
);

// bypassCSP: the site's policy refuses inline styles, the page's own change here among them.
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

test.beforeEach(() => {
  // Its comparisons fail on purpose: under an update they would write the changed look as the
  // baselines, and without baselines they would make them.
  test.skip(
    test.info().config.updateSnapshots === 'changed' ||
      test.info().config.updateSnapshots === 'all',
    'compares a look changed on purpose: never while baselines are written',
  );
  test.skip(
    !baselines.every((file) => fs.existsSync(file)),
    'needs the committed baselines of /blog/ at 1280 px',
  );
});

/** The page at the top of the blog's list, as every other test compares it; skips when it already differs. */
async function unchangedPage(page: Page) {
  await page.goto(path);
  await closePopup(page);
  await settle(page);
  const before = await composedLook(page, path);
  test.skip(
    before.length > 0,
    `${path} already differs from its baselines (${before.map((d) => d.image).join(', ')}): the suite's other tests say how`,
  );
}

test('a change inside the blog’s slot is named the blog’s, not the shell’s', async ({ page }) => {
  await unchangedPage(page);
  await page.addStyleTag({
    content: '[data-remote-slot="blog/BlogRoutes"] * { color: rgb(200, 0, 0) !important; }',
  });
  const differences = await composedLook(page, path);
  expect(differences.map((difference) => [difference.owner, difference.image])).toEqual([
    ['blog', 'blog/composed/blog-BlogRoutes-1280.png'],
  ]);
  expect(ownersMessage(differences)).toMatch(/^The look changed in the part of: blog\.\n/);
});

test('a change in the footer is named the shell’s, not a remote’s', async ({ page }) => {
  await unchangedPage(page);
  await page.addStyleTag({ content: 'footer * { color: rgb(200, 0, 0) !important; }' });
  const differences = await composedLook(page, path);
  expect(differences.map((difference) => [difference.owner, difference.image])).toEqual([
    ['shell', 'shell/composed/blog-1280.png'],
  ]);
  expect(ownersMessage(differences)).toMatch(/^The look changed in the part of: shell\.\n/);
});

test('a blog slot grown taller is the blog’s change; the shell only moved', async ({ page }) => {
  await unchangedPage(page);
  await page.addStyleTag({
    content: '[data-remote-slot="blog/BlogRoutes"] > * { padding-top: 50px !important; }',
  });
  const differences = await composedLook(page, path);
  expect(differences.map((difference) => [difference.owner, difference.image])).toEqual([
    ['shell', 'shell/composed/blog-1280.png'],
    ['blog', 'blog/composed/blog-BlogRoutes-1280.png'],
  ]);
  expect(differences[0]!.follows).toMatch(/^the page is 50 px taller, as much as the slot of blog/);
  expect(ownersMessage(differences)).toMatch(/^The look changed in the part of: blog\.\n/);
});
