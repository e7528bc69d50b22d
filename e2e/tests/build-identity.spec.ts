import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '../../shell/src/config/site';
import { buildLabel, run, servedVersions } from '../support/builds';
import { remoteOrigins } from '../support/remotes';

/**
 * Every build says who it is (docs/deploy.md, "Which build made a page"): each app server's
 * /version and /health, an `X-Build` header on every page and fragment, a `build:<app>` meta tag
 * in the page for each app whose HTML it holds, and `npm run builds`, which lists what a site
 * serves from its public addresses alone.
 */
const root = path.resolve(__dirname, '../..');
const packageOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const dirs = {
  shell: 'shell',
  blog: 'mf-blog',
  team: 'mf-team',
  careers: 'mf-careers',
  reviews: 'mf-reviews',
};
const metaTags = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta name="build:(\w+)" content="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

test('each app server says which build it serves, at /version and in /health', async ({
  request,
}) => {
  const versions = await servedVersions(request);
  const contract = packageOf('shared-types').version;
  expect(Object.keys(versions).sort()).toEqual(Object.keys(dirs).sort());
  for (const [app, info] of Object.entries(versions)) {
    const pkg = packageOf(dirs[app as keyof typeof dirs]);
    expect(info).toMatchObject({ app, package: pkg.name, version: pkg.version, contract });
    expect(info.commit).toMatch(/^([0-9a-f]{7,}|unknown)$/);
    expect(new Date(info.builtAt).toISOString()).toBe(info.builtAt);
    expect(info.shared.react.version).toMatch(/^19\./);
    if (app === 'shell') expect(info.uses).toContain('blog/LatestArticles');
    else {
      expect(info.contractRange).toBe(pkg.contractRange);
      expect(info.exposes!.length).toBeGreaterThan(0);
    }
  }
  const origins = await remoteOrigins(request);
  const health = await (await request.get(`${origins.blog}/health`)).json();
  expect(health.build).toEqual(versions.blog);
  // The file itself is the server's, like its bundle: /version answers it.
  expect((await request.get(`${origins.blog}/build-info.json`)).status()).toBe(404);
});

test('a page names the build of every app whose HTML it holds, in its head and headers', async ({
  request,
}) => {
  const versions = await servedVersions(request);
  const home = await request.get('/');
  expect(home.headers()['x-build']).toBe(buildLabel(versions.shell));
  // Home: the shell's frame, the blog's latest articles and the reviews, through the engine.
  expect(metaTags(await home.text())).toEqual({
    shell: buildLabel(versions.shell),
    blog: buildLabel(versions.blog),
    reviews: buildLabel(versions.reviews),
  });
  const team = await request.get('/ourteam/');
  expect(metaTags(await team.text())).toEqual({
    shell: buildLabel(versions.shell),
    team: buildLabel(versions.team),
  });

  // A fragment answer, as the composition engine asks for it.
  const origins = await remoteOrigins(request);
  const props = Buffer.from(JSON.stringify({ site })).toString('base64url');
  const fragment = await request.get(
    `${origins.blog}/_fragments/LatestArticles?path=/&search=&props=${props}&part=body`,
    { headers: { 'X-Fragment-Secret': process.env.FRAGMENT_SECRET ?? '' } },
  );
  expect(fragment.status()).toBe(200);
  expect(fragment.headers()['x-build']).toBe(buildLabel(versions.blog));
});

test('npm run builds lists what the site serves, read from its public addresses', async ({
  request,
  baseURL,
}) => {
  const { code, out } = await run(process.execPath, [
    path.join(root, 'server/deploy/served-builds.mjs'),
    baseURL!,
  ]);
  expect(code).toBe(0);
  expect(JSON.parse(out)).toEqual(await servedVersions(request));
});
