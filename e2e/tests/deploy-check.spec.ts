import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../shell/src/config/site';
import { blogVariant, freePort, rewriteBuildFile } from '../support/blog-deploys';
import { buildVariant, deployFrom, run, servedBuild, servedVersions } from '../support/builds';
import { POPUP_NAME } from '../support/fixtures';

/**
 * A deploy checks first (docs/deploy.md, "A deploy checks first"): against the running site, a
 * build that drops a module the shell uses or leaves the shell's contract out of its range is
 * refused, by `npm run can-i-deploy` and by `npm run deploy`, which then publishes nothing; a
 * build that fits is published and the next page names it, while a tab open across the deploy
 * keeps working. A remote that is served all the same (published past the check) is refused by
 * the shell: its notice, on the server and in the browser, and one log line naming both versions.
 * Runs in the deploy project: it changes what the site serves for a while.
 */
const root = path.resolve(__dirname, '../..');
const shellContract = JSON.parse(
  fs.readFileSync(path.join(root, 'shared-types/package.json'), 'utf8'),
).version;
const name = (info: { app: string; version: string; commit: string }) =>
  `${info.app} ${info.version} (${info.commit})`;

test.skip(!!process.env.BASE_URL, 'deploys the local checkout');
test.describe.configure({ mode: 'default' });

/** Publishes a build past the check, as only a broken pipeline could, and purges the app's pages. */
async function publishUnchecked(appDir: string, build: string, tag: string) {
  const script = `import { publishBuild } from '${root}/server/deploy/publish.mjs';
    import { purgeTag } from '${root}/server/deploy/purge-cache.mjs';
    publishBuild(process.argv[1], process.argv[2]); purgeTag(process.argv[3]);`;
  const { code, out } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    build,
    path.join(root, appDir, 'dist'),
    tag,
  ]);
  expect(code, out).toBe(0);
}

/** Lands on a page and lets the app hydrate it, the pop-up closed. */
async function land(page: Page, pathname: string) {
  await page.goto(pathname);
  const popup = page.getByRole('dialog', { name: POPUP_NAME });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

test('a remote outside the shell’s contract is refused by the check, and by the shell if served', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await servedVersions(request);
  const served = servedBuild('mf-team');
  const incompatible = buildVariant('mf-team', { contractRange: '^9.0.0' });
  const refusal =
    `team: ${name(before.team)} supports contract ^9.0.0, ` +
    `but ${name(before.shell)} has contract ${shellContract}`;

  const gate = await run('npm', [
    'run',
    'can-i-deploy',
    '-w',
    '@practice/mf-team',
    '--',
    '--against',
    baseURL!,
    '--build',
    incompatible,
  ]);
  expect(gate.code).toBe(1);
  expect(gate.out).toContain(`${name(before.team)} does not fit what ${baseURL} serves:`);
  expect(gate.out).toContain(`  - ${refusal}`);

  const deploy = await deployFrom('mf-team', incompatible, baseURL!);
  expect(deploy.code).toBe(1);
  expect(deploy.out).toContain(refusal);
  expect(deploy.out).toContain('Nothing was deployed.');
  expect(servedBuild('mf-team')).toBe(served);
  expect((await servedVersions(request)).team).toEqual(before.team);

  // Served all the same: the team's server refuses the shell's fragment requests.
  const backup = buildVariant('mf-team', {});
  await publishUnchecked('mf-team', incompatible, 'team');
  try {
    const landed = await request.get('/ourteam/');
    expect(landed.status()).toBe(503);
    expect(await landed.text()).toContain('Our team page is temporarily unavailable');

    // In the browser: a visitor who walks in from another page.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('refused the team remote')) refused.push(message.text());
    });
    await land(page, '/aboutUs/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'OUR TEAM', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Our team page is temporarily unavailable' }),
    ).toBeVisible();
    expect([...new Set(refused)]).toEqual([
      `shell: refused the team remote: it supports contract ^9.0.0, not the shell's ${shellContract}`,
    ]);
  } finally {
    await publishUnchecked('mf-team', backup, 'team');
  }
  expect((await request.get('/ourteam/')).status()).toBe(200);
});

test("the team server's one log line names both versions", async ({ request }) => {
  const incompatible = buildVariant('mf-team', { contractRange: '^9.0.0' });
  const app = fs.mkdtempSync(path.join(path.dirname(incompatible), 'team-app-'));
  fs.renameSync(incompatible, path.join(app, 'dist'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(root, 'server/app-server/remote-server.mjs'), app, '--port', String(port)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    await expect
      .poll(() =>
        request.get(`http://127.0.0.1:${port}/health`).then(
          (r) => r.status(),
          () => 0,
        ),
      )
      .toBe(200);
    const props = Buffer.from(JSON.stringify({ site })).toString('base64url');
    const fragment = await request.get(
      `http://127.0.0.1:${port}/_fragments/TeamRoutes?path=/ourteam/&search=&props=${props}&part=page&contract=${shellContract}`,
      { headers: { 'X-Fragment-Secret': process.env.FRAGMENT_SECRET ?? '' } },
    );
    expect(fragment.status()).toBe(409);
    await expect.poll(() => log).toContain('refuses');
    const lines = log.split('\n').filter((line) => line.includes('refuses'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^team refuses TeamRoutes to a shell of contract ${shellContract.replace(/\./g, '\\.')}: this build supports contract \\^9\\.0\\.0 \\(team `,
      ),
    );
  } finally {
    server.kill();
    fs.rmSync(app, { recursive: true, force: true });
  }
});

test('a build that drops a module the shell uses is refused; one that fits is live on the next page, and an open tab keeps working', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await servedVersions(request);
  const served = servedBuild('mf-blog');
  const dropped = buildVariant('mf-blog', { exposes: ['BlogRoutes'] });
  const deploy = await deployFrom('mf-blog', dropped, baseURL!);
  expect(deploy.code).toBe(1);
  expect(deploy.out).toContain(
    `blog: ${name(before.shell)} uses blog/LatestArticles, which ${name(before.blog)} does not expose`,
  );
  expect(deploy.out).toContain('Nothing was deployed.');
  expect(servedBuild('mf-blog')).toBe(served);

  const original = buildVariant('mf-blog', {});
  // A build that fits, told apart by its version and by what its server renders.
  const next = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blog-next-')), 'build');
  blogVariant(next, 'next');
  rewriteBuildFile(next, 'build-info.json', (text) =>
    JSON.stringify({ ...JSON.parse(text), version: '1.0.1-next' }),
  );
  const gate = await run('npm', [
    'run',
    'can-i-deploy',
    '-w',
    '@practice/mf-blog',
    '--',
    '--against',
    baseURL!,
    '--build',
    next,
  ]);
  expect(gate.code, gate.out).toBe(0);

  // A tab open before the deploy, with the blog's code loaded.
  await land(page, '/blog/');
  await expect(page.getByRole('heading', { level: 1, name: 'FEATURED BLOGS' })).toBeVisible();
  try {
    const published = await deployFrom('mf-blog', next, baseURL!);
    expect(published.code, published.out).toBe(0);
    expect(published.out).toContain(`fits what ${baseURL} serves`);

    // The open tab keeps working: a post's body is a chunk of the build it started with.
    const link = page.getByRole('main').getByRole('heading').getByRole('link').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Our blog is temporarily unavailable')).toHaveCount(0);

    // The next page is the new build's, and says so.
    const live = await (await request.get('/blog/')).text();
    expect(live).toContain('(build next)');
    expect(live).toMatch(/<meta name="build:blog" content="blog 1\.0\.1-next /);
    expect((await servedVersions(request)).blog.version).toBe('1.0.1-next');
  } finally {
    const restored = await deployFrom('mf-blog', original, baseURL!);
    expect(restored.code, restored.out).toBe(0);
  }
});

test('a remote built for another React is refused by the check, and by the browser’s strict shared versions', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await servedVersions(request);
  const shared = before.team.shared;
  const otherReact = buildVariant('mf-team', {
    shared: { ...shared, react: { ...shared.react!, requiredVersion: '^20.0.0' } },
  });
  // Its entry asks the share scope for React ^20, strictly, as a build against React 20 would.
  rewriteBuildFile(otherReact, 'remoteEntry.js', (text) =>
    text.replaceAll(
      `requiredVersion:"${shared.react!.requiredVersion}"`,
      'requiredVersion:"^20.0.0"',
    ),
  );
  const gate = await run('npm', [
    'run',
    'can-i-deploy',
    '-w',
    '@practice/mf-team',
    '--',
    '--against',
    baseURL!,
    '--build',
    otherReact,
  ]);
  expect(gate.code).toBe(1);
  expect(gate.out).toContain(
    `  - react: ${name(before.team)} requires ^20.0.0, but ${name(before.shell)} has ${shared.react!.version}`,
  );

  const backup = buildVariant('mf-team', {});
  await publishUnchecked('mf-team', otherReact, 'team');
  try {
    await land(page, '/aboutUs/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'OUR TEAM', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Our team page is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'MEET THE TEAM' })).toHaveCount(0);
  } finally {
    await publishUnchecked('mf-team', backup, 'team');
  }
});
