import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtBlog } from '../support/blog-deploys';
import { remoteOrigins } from '../support/remotes';
import { sitemapPaths } from '../support/sitemap';

/**
 * Each team deploys alone, against the running site: what it changed is in the very next page's
 * HTML, with nothing of any other app touched or regenerated. A post, a provider and a position
 * deployed by their remotes; a phone number deployed by the shell reaches the remotes' HTML too.
 * Runs after every other suite (its own project), as it changes what the apps serve for a while;
 * needs the local checkout.
 */
const root = path.resolve(__dirname, '../..');
const articles = path.join(root, 'mf-blog/src/content/articles');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each team's own deploy command, as its CI would run it, for these apps side by side; resolves
 * with how long they took.
 */
async function deploy(...apps: string[]): Promise<number> {
  const started = Date.now();
  await Promise.all(
    apps.map(
      (app) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn('npm', ['run', 'deploy', '-w', `@practice/${app}`], {
            cwd: root,
            stdio: 'ignore',
          });
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`Deploying ${app} failed (exit ${code})`)),
          );
        }),
    ),
  );
  return Date.now() - started;
}

/** Replaces the first match of `pattern` in a source file; returns a function that undoes it. */
function edit(file: string, pattern: RegExp, replacement: string): () => void {
  const original = fs.readFileSync(file, 'utf8');
  if (!pattern.test(original)) throw new Error(`${pattern} is not in ${file}`);
  fs.writeFileSync(file, original.replace(pattern, replacement));
  return () => fs.writeFileSync(file, original);
}

/**
 * Renames the post at `from` as a writer does: a new title in the file, the file named by the new
 * title's endpoint (`to`), and the old endpoint listed under formerEndpoints; returns a function
 * that undoes it.
 */
function renamePost(
  from: { endpoint: string; title: string },
  to: { endpoint: string; title: string },
) {
  const file = path.join(articles, `${from.endpoint}.md`);
  const renamed = path.join(articles, `${to.endpoint}.md`);
  const restoreTitle = edit(
    file,
    new RegExp(`^title: ${escapeRegExp(from.title)}$`, 'm'),
    `title: ${to.title}\nformerEndpoints: [${from.endpoint}]`,
  );
  fs.renameSync(file, renamed);
  return () => {
    fs.renameSync(renamed, file);
    restoreTitle();
  };
}

test.skip(!!process.env.BASE_URL, 'deploys the local checkout');
// One deploy at a time, in this order: each test reads what the one before restored.
test.describe.configure({ mode: 'default' });

test('a post renamed by a blog deploy is in the very next HTML; its old address leads to it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/blog/');
  // The first card of the list: the newest post, which Home's latest articles show too.
  const newest = page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .first();
  const title = (await newest.textContent())!.trim();
  const oldPath = new URL((await newest.getAttribute('href'))!, page.url()).pathname;
  const newTitle = `${title} Updated Edition`;
  const newPath = oldPath.replace(/\/$/, '-Updated-Edition/');

  const blog = (await remoteOrigins(request)).blog;
  const manifest = await (await request.get(`${blog}/mf-manifest.json`)).json();
  const oldChunk = `${blog}/${manifest.exposes[0].assets.js.sync[0]}`;

  const endpoint = (pathname: string) => pathname.split('/')[2];
  const restore = renamePost(
    { endpoint: endpoint(oldPath), title },
    { endpoint: endpoint(newPath), title: newTitle },
  );
  try {
    const took = await deploy('mf-blog');
    test.info().annotations.push({ type: 'blog deploy', description: `${took} ms` });

    const renamed = await request.get(newPath);
    expect(renamed.status()).toBe(200);
    const html = await renamed.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(newTitle)}`));
    expect(html).toContain(`<link rel="canonical" href="https://`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]+${escapeRegExp(newPath)}"`));
    expect(html).toMatch(new RegExp(`"headline":\\s*"${escapeRegExp(newTitle)}"`));

    // The endpoint is the title's (docs/product.md); the old one, listed by the writer, answers a 301.
    const old = await request.get(oldPath, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe(newPath);
    await page.goto(oldPath);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(newPath)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

    expect(await (await request.get('/blog/')).text()).toContain(newTitle);
    expect(await (await request.get('/')).text()).toContain(newTitle);
    const sitemap = await sitemapPaths(request);
    expect(sitemap).toContain(newPath);
    expect(sitemap).not.toContain(oldPath);
    // A tab opened before the deploy still finds the chunks of the build it started with.
    expect((await request.get(oldChunk)).status()).toBe(200);
  } finally {
    restore();
    await deploy('mf-blog');
  }
  expect((await request.get(oldPath)).status()).toBe(200);
});

test('a provider renamed and a position changed by their teams are in the very next HTML', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const restoreProvider = edit(
    path.join(root, 'mf-team/src/content/providers/Jamal_Whitaker.ts'),
    /id: 'Jamal_Whitaker',\n(\s+)name: 'Jamal Whitaker, APN'/,
    "id: 'Jamal_Whitaker_Reyes',\n$1name: 'Jamal Whitaker-Reyes, APN'",
  );
  const restorePosition = edit(
    path.join(root, 'mf-careers/src/content/positions/registered-nurse.ts'),
    /'At least 1 year of RN experience/,
    "'At least 2 years of RN experience",
  );
  try {
    const took = await deploy('mf-team', 'mf-careers');
    test.info().annotations.push({ type: 'team and careers deploys', description: `${took} ms` });

    const profile = await request.get('/ourteam/Jamal_Whitaker_Reyes/');
    expect(profile.status()).toBe(200);
    expect(await profile.text()).toMatch(/<h1[^>]*>[^<]*Jamal Whitaker-Reyes, APN/);
    const old = await request.get('/ourteam/Jamal_Whitaker/');
    expect(old.status()).toBe(404);
    expect(await old.text()).toContain('Provider Not Found');
    expect(await (await request.get('/ourteam/')).text()).toContain('Jamal Whitaker-Reyes, APN');
    const sitemap = await sitemapPaths(request);
    expect(sitemap).toContain('/ourteam/Jamal_Whitaker_Reyes/');
    expect(sitemap).not.toContain('/ourteam/Jamal_Whitaker/');

    const careers = await request.get('/career/');
    expect(careers.status()).toBe(200);
    expect(await careers.text()).toContain('At least 2 years of RN experience');
  } finally {
    restoreProvider();
    restorePosition();
    await deploy('mf-team', 'mf-careers');
  }
  expect((await request.get('/ourteam/Jamal_Whitaker/')).status()).toBe(200);
});

test("a phone number changed by a shell deploy reaches the remotes' own HTML", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const restore = edit(
    path.join(root, 'shell/src/config/site.ts'),
    /phone: '\(732\) 555-0142',\n(\s+)phoneHref: '\+17325550142'/,
    "phone: '(732) 555-0199',\n$1phoneHref: '+17325550199'",
  );
  // What only the remotes render with the practice's phone number: careers' hint and a
  // referral-only provider's note.
  const called = (phone: string, href: string) =>
    new RegExp(`call(<!-- -->)? <a href="tel:${escapeRegExp(href)}">${escapeRegExp(phone)}</a>`);
  try {
    await deploy('shell');
    const careers = await (await request.get('/career/')).text();
    expect(careers).toMatch(called('(732) 555-0199', '+17325550199'));
    const profile = await (await request.get('/ourteam/Kenji_Watanabe/')).text();
    expect(profile).toMatch(called('(732) 555-0199', '+17325550199'));
    expect(profile).not.toContain('555-0142');
  } finally {
    restore();
    await deploy('shell');
  }
  expect(await (await request.get('/career/')).text()).toMatch(
    called('(732) 555-0142', '+17325550142'),
  );
});

/** A copy of the blog's served build whose build-info.json is changed by `change`. */
function blogBuildWith(change: (info: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-build-'));
  fs.cpSync(builtBlog(), dir, { recursive: true });
  const file = path.join(dir, 'build-info.json');
  const info = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(info);
  fs.writeFileSync(file, JSON.stringify(info));
  // Its precompressed copies would still say the old.
  fs.rmSync(`${file}.gz`, { force: true });
  fs.rmSync(`${file}.br`, { force: true });
  return dir;
}

/** Runs a node script of the server package from an app's folder, as its npm script does. */
const runIn = (app: string, script: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'server', script), ...args], {
    cwd: path.join(root, app),
    encoding: 'utf8',
  });

const blogBuildIn = async (html: string) =>
  /<meta name="build:blog" content="([^"]+)">/.exec(html)?.[1];

test("a blog build outside the shell's contract is refused by the deploy, and shown as its notice where it is served all the same", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const before = await blogBuildIn(await (await request.get('/blog/')).text());
  expect(before).toBeDefined();
  const shell = await (await request.get('/build-info.json')).json();
  const incompatible = blogBuildWith((info) => {
    info.contractRange = '^99.0.0';
  });
  const fitting = blogBuildWith((info) => {
    info.builtAt = new Date().toISOString();
  });
  try {
    const refused = runIn('mf-blog', 'deploy/deploy-app.mjs', '--from', incompatible);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('does not fit what the site serves; nothing was deployed.');
    expect(refused.stderr).toMatch(
      new RegExp(
        `blog@\\S+ supports contract \\^99\\.0\\.0, but shell@\\S+ sends contract ${escapeRegExp(shell.contract)}\\.`,
      ),
    );
    const unchanged = await request.get('/blog/');
    expect(unchanged.status()).toBe(200);
    expect(await blogBuildIn(await unchanged.text())).toBe(before);

    // Served all the same (an image rolled out without the check): the blog's areas are its notice,
    // on the server and in the browser, never half a page.
    const published = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { publishBuild } from './server/deploy/publish.mjs';
         import { purgeTag } from './server/deploy/purge-cache.mjs';
         publishBuild(process.argv[1], 'mf-blog/dist');
         purgeTag('blog');`,
        incompatible,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(published.status, published.stderr).toBe(0);
    const list = await request.get('/blog/');
    expect(list.status()).toBe(503);
    expect(await list.text()).toContain('Our blog is temporarily unavailable');
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    await page.goto('/ourteam/');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'BLOG' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(
      page.getByRole('heading', { name: 'Our blog is temporarily unavailable' }),
    ).toBeVisible();

    // A deploy of a build that fits is served, and its identity is in the very next page.
    const deployed = runIn('mf-blog', 'deploy/deploy-app.mjs', '--from', fitting);
    expect(deployed.status, deployed.stderr).toBe(0);
    const after = await blogBuildIn(await (await request.get('/blog/')).text());
    expect(after).not.toBe(before);
    expect(after).toContain(
      JSON.parse(fs.readFileSync(path.join(fitting, 'build-info.json'), 'utf8')).builtAt,
    );
  } finally {
    // Whatever happened, the blog serves a build that fits again.
    if ((await blogBuildIn(await (await request.get('/blog/')).text())) === undefined) {
      runIn('mf-blog', 'deploy/deploy-app.mjs', '--from', fitting);
    }
    fs.rmSync(incompatible, { recursive: true, force: true });
    fs.rmSync(fitting, { recursive: true, force: true });
  }
  expect((await request.get('/blog/')).status()).toBe(200);
});
