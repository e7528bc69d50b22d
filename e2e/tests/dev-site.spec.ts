import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DevCommand, servedWithin } from '../support/dev-command';
import { expect, test } from '../support/fixtures';
import { hydrationErrors } from '../support/hydration';
import { loadAllWidgets } from '../support/widgets';

/**
 * `npm run dev`: the whole site over development builds, composed per request and server-rendered
 * as production is, hydrated in the browser, rebuilt on every change, with hydration mismatches in
 * the terminal. The real command (server/run/dev.mjs) over a temporary copy of the checkout, whose
 * sources the test edits; the checkout is never touched.
 */
test.skip(!!process.env.BASE_URL, 'runs local development builds');
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0) + 900;
const origin = `http://localhost:${3000 + offset}`;
/** Every app's first development build, on 2 cores beside the rest of the suite. */
const FIRST_BUILD_MS = 400_000;
const REBUILT_WITHIN_MS = 60_000;
const SKIPPED = /^(node_modules|dist|dist-dev|\.git|reports|test-results|playwright-report)$/;

let copy: string;
let dev: DevCommand;

/**
 * The copy's node_modules: the checkout's packages (and each workspace's own), but its own
 * workspaces, whose sources it edits.
 */
function linkModules() {
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@practice'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    // Its own webpack cache: a development build must not share one with the suite's others.
    if (entry !== '@practice' && entry !== '.cache')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(root, 'node_modules/@practice'))) {
    const workspace = fs.readlinkSync(path.join(root, 'node_modules/@practice', entry));
    fs.symlinkSync(workspace, path.join(modules, '@practice', entry));
    const own = path.resolve(root, 'node_modules/@practice', workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(copy, path.relative(root, own)));
  }
}

const edit = (file: string, from: string, to: string) => {
  const source = fs.readFileSync(path.join(copy, file), 'utf8');
  expect(source).toContain(from);
  fs.writeFileSync(path.join(copy, file), source.replace(from, to));
};

test.beforeAll(async () => {
  test.setTimeout(FIRST_BUILD_MS + 30_000);
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-site-'));
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) => !SKIPPED.test(path.basename(source)),
  });
  linkModules();
  dev = new DevCommand(path.join(copy, 'server/run/dev.mjs'), copy, offset);
  const took = await dev.printed('Every change is rebuilt', FIRST_BUILD_MS);
  test.info().annotations.push({ type: 'first build', description: `${took} ms to a served site` });
});

test.afterAll(async () => {
  await dev?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

test('the site is composed from server-rendered development builds, statuses and all', async ({
  browser,
}) => {
  expect(dev.output).toMatch(/Pages composed by (nginx|the embedded engine) \(/);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const [address, heading] of [
    ['/blog/', 'FEATURED BLOGS'],
    ['/ourteam/', 'MEET THE TEAM'],
    ['/career', 'CAREERS'],
  ] as const) {
    const response = await page.goto(origin + address);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Home's widgets are the engine's includes, rendered by the blog's and the reviews' servers.
  expect((await page.goto(`${origin}/`))?.status()).toBe(200);
  await expect(page.locator('main [data-remote-slot] a[href^="/blog/"]').first()).toBeAttached();
  // A post's body is a chunk of its own in the browser; the blog's server HTML carries it whole.
  await page.goto(`${origin}/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/`);
  await expect(page.getByText('We are pleased to offer magnetic peripheral')).toBeVisible();
  await expect(page.getByText('Loading the article…')).toHaveCount(0);
  expect((await page.goto(`${origin}/blog/no-such-post/`))?.status()).toBe(404);
  expect((await page.goto(`${origin}/no-such-page`))?.status()).toBe(404);
  // The shell's script is the development build (a production build is minified: no such names).
  const script = await (await fetch(`${origin}/main.js`)).text();
  expect(script).toContain('__webpack_require__("./src/index.ts")');
  await noScript.close();
});

test('every page hydrates what the servers sent, with nothing reported', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = hydrationErrors(page);
  for (const address of ['/', '/blog/', '/ourteam/', '/career', '/FAQs']) {
    await page.goto(origin + address);
    await loadAllWidgets(page);
  }
  expect(errors).toEqual([]);
  expect(dev.output).not.toContain('could not hydrate');
});

test("a change to the shell and to a remote is in the next page, and a mismatch in the shell's is reported", async ({
  page,
}) => {
  test.setTimeout(3 * REBUILT_WITHIN_MS);
  let editedAt = Date.now();
  edit('mf-blog/src/layout/BlogFrame.tsx', "bannerTitle = 'BLOG'", "bannerTitle = 'BLOG (edited)'");
  const remoteTook = await servedWithin(
    `${origin}/blog/`,
    'BLOG (edited)',
    editedAt,
    REBUILT_WITHIN_MS,
  );

  // The server renders one text, the browser another.
  editedAt = Date.now();
  edit(
    'shell/src/ui/NotFoundPage.tsx',
    '<h1',
    "<p>{typeof window === 'undefined' ? 'said by the server' : 'said by the browser'}</p><h1",
  );
  const shellTook = await servedWithin(
    `${origin}/no-such-page`,
    'said by the server',
    editedAt,
    REBUILT_WITHIN_MS,
  );
  test.info().annotations.push({
    type: 'rebuild',
    description: `blog ${remoteTook} ms, shell ${shellTook} ms to the next response`,
  });
  const errors = hydrationErrors(page);
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/no-such-page`);
        return page.getByText('said by the browser').isVisible();
      },
      { timeout: REBUILT_WITHIN_MS },
    )
    .toBe(true);
  await expect.poll(() => errors.join('\n')).toMatch(/Hydration failed/);
  await expect
    .poll(() => dev.output, { timeout: 10_000 })
    .toMatch(/\[shell\] The browser could not hydrate \/no-such-page:\n.*Hydration failed/);
});
