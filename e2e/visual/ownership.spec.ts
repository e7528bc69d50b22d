import fs from 'node:fs';
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

test('a change inside the blog’s slot is named the blog’s, not the shell’s', async ({ page }) => {
  await page.goto(path);
  await closePopup(page);
  await settle(page);
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
  await page.goto(path);
  await closePopup(page);
  await settle(page);
  await page.addStyleTag({ content: 'footer * { color: rgb(200, 0, 0) !important; }' });
  const differences = await composedLook(page, path);
  expect(differences.map((difference) => [difference.owner, difference.image])).toEqual([
    ['shell', 'shell/composed/blog-1280.png'],
  ]);
  expect(ownersMessage(differences)).toMatch(/^The look changed in the part of: shell\.\n/);
});
