import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyRemote, DevCommand, servedWithin } from '../support/dev-command';

/**
 * `npm run dev -w @practice/mf-blog`: the blog's standalone page rendered on its server and
 * hydrated in the browser, rebuilt on every change, with hydration mismatches in the terminal and
 * on the console. The real dev command (server/run/dev-remote.mjs) over a temporary copy of the
 * blog's package, whose sources the test edits; the checkout is never touched.
 */
test.skip(!!process.env.BASE_URL, 'runs a local development build');
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const port = 3001 + Number(process.env.PORT_OFFSET ?? 0) + 600;
const origin = `http://localhost:${port}`;
const REBUILT_WITHIN_MS = 30_000;

let copy: string;
let dev: DevCommand;

const blogFrame = () => path.join(copy, 'mf-blog/src/layout/BlogFrame.tsx');
const editBlogFrame = (from: string, to: string) => {
  const source = fs.readFileSync(blogFrame(), 'utf8');
  expect(source).toContain(from);
  fs.writeFileSync(blogFrame(), source.replace(from, to));
};
const browserBuilds = () => dev.output.split('mf-blog browser built').length - 1;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = copyRemote(root, 'mf-blog');
  dev = new DevCommand(
    path.join(root, 'server/run/dev-remote.mjs'),
    path.join(copy, 'mf-blog'),
    port - 3001,
  );
  const took = await dev.printed('standalone at', 100_000);
  test.info().annotations.push({ type: 'first build', description: `${took} ms to a served page` });
});

test.afterAll(async () => {
  await dev?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

test("the blog's list and a post are in the server's HTML, before any script runs; a missing post is a 404", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const list = await page.goto(`${origin}/blog/`);
  expect(list?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeVisible();
  expect(await page.locator('article h2, h2').count()).toBeGreaterThan(3);

  // A post's body is its own chunk in the browser; the server's HTML carries it whole.
  const post = await page.goto(
    `${origin}/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/`,
  );
  expect(post?.status()).toBe(200);
  await expect(page.getByText('We are pleased to offer magnetic peripheral')).toBeVisible();
  await expect(page.getByText('Loading the article…')).toHaveCount(0);

  const missing = await page.goto(`${origin}/blog/no-such-post/`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
  await noScript.close();
});

test('a source change is in the next response, and the page hydrates it cleanly', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const builds = browserBuilds();
  const editedAt = Date.now();
  editBlogFrame("bannerTitle = 'BLOG'", "bannerTitle = 'BLOG (edited)'");
  const took = await servedWithin(`${origin}/blog/`, 'BLOG (edited)', editedAt, REBUILT_WITHIN_MS);
  test.info().annotations.push({ type: 'rebuild', description: `${took} ms to the next response` });
  await expect.poll(browserBuilds, { timeout: REBUILT_WITHIN_MS }).toBeGreaterThan(builds);

  await page.goto(`${origin}/blog/`);
  await expect(page.getByText('BLOG (edited)')).toBeVisible();
  // Hydrated: a post's link navigates in the page rather than loading another.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const post = page.locator('main a[href^="/blog/"]:not([href="/blog/"])').first();
  const href = await post.getAttribute('href');
  await post.click();
  await expect(page).toHaveURL(origin + href);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  expect(errors).toEqual([]);
  expect(dev.output).not.toContain('could not hydrate');
});

test('a hydration mismatch shows on the console and in the terminal', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const builds = browserBuilds();
  const editedAt = Date.now();
  // The server renders one text, the browser another.
  editBlogFrame(
    '{bannerTitle}</p>',
    "{bannerTitle}{typeof window === 'undefined' ? ' on the server' : ' in the browser'}</p>",
  );
  await servedWithin(`${origin}/blog/`, ' on the server', editedAt, REBUILT_WITHIN_MS);
  await expect.poll(browserBuilds, { timeout: REBUILT_WITHIN_MS }).toBeGreaterThan(builds);

  await page.goto(`${origin}/blog/`);
  await expect(page.getByText('in the browser')).toBeVisible();
  await expect.poll(() => errors.join('\n')).toMatch(/Hydration failed/);
  await expect
    .poll(() => dev.output, { timeout: 10_000 })
    .toMatch(/\[mf-blog\] The browser could not hydrate \/blog\/:\n.*Hydration failed/);
});

test('an attribute that does not match shows on the console and in the terminal', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  // From the original again, with one attribute that differs (React keeps the server's).
  fs.copyFileSync(path.join(root, 'mf-blog/src/layout/BlogFrame.tsx'), blogFrame());
  const builds = browserBuilds();
  const printed = dev.output.length;
  const editedAt = Date.now();
  editBlogFrame(
    '<p className={styles.bannerTitle}>',
    "<p className={styles.bannerTitle} title={typeof window === 'undefined' ? 'server' : 'browser'}>",
  );
  await servedWithin(`${origin}/blog/`, 'title="server"', editedAt, REBUILT_WITHIN_MS);
  await expect.poll(browserBuilds, { timeout: REBUILT_WITHIN_MS }).toBeGreaterThan(builds);

  await page.goto(`${origin}/blog/`);
  await expect.poll(() => errors.join('\n')).toMatch(/attributes .* didn't match/);
  await expect
    .poll(() => dev.output.slice(printed), { timeout: 10_000 })
    .toMatch(/could not hydrate \/blog\/:\nA tree hydrated but some attributes[^]*title/);
});
