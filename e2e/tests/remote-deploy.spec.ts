import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteOrigins } from '../support/remotes';
import { sitemapPaths } from '../support/sitemap';

/**
 * The blog team deploys alone, against the running site: a renamed post is in the very next
 * page's HTML, with the shell untouched and nothing regenerated. Runs after every other suite
 * (its own project), as it changes what the blog serves for a while; needs the local checkout.
 */
const root = path.resolve(__dirname, '../..');
const summaries = ['summaries-a.ts', 'summaries-b.ts'].map((file) =>
  path.join(root, 'mf-blog/src/content/articles', file),
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The blog team's own deploy command, as its CI would run it; returns how long it took. */
function deployBlog(): number {
  const started = Date.now();
  execFileSync('npm', ['run', 'deploy', '-w', 'mf-blog'], { cwd: root, stdio: 'pipe' });
  return Date.now() - started;
}

/** Renames the post titled `from` in the blog's content; returns a function that undoes it. */
function renamePost(from: string, to: string): () => void {
  const pattern = new RegExp(`(title: )(['"])${escapeRegExp(from)}\\2`);
  const file = summaries.find((candidate) => pattern.test(fs.readFileSync(candidate, 'utf8')));
  if (!file) throw new Error(`No post titled ${from} in the blog's content`);
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, original.replace(pattern, `$1$2${to}$2`));
  return () => fs.writeFileSync(file, original);
}

test.skip(!!process.env.BASE_URL, 'deploys the local checkout');

test('a post renamed by a blog deploy is in the very next HTML; its old address is a 404', async ({
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

  const restore = renamePost(title, newTitle);
  try {
    const took = deployBlog();
    test.info().annotations.push({ type: 'blog deploy', description: `${took} ms` });

    const renamed = await request.get(newPath);
    expect(renamed.status()).toBe(200);
    const html = await renamed.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(newTitle)}`));
    expect(html).toContain(`<link rel="canonical" href="https://`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]+${escapeRegExp(newPath)}"`));
    expect(html).toMatch(new RegExp(`"headline":\\s*"${escapeRegExp(newTitle)}"`));

    const old = await request.get(oldPath);
    expect(old.status()).toBe(404);
    expect(await old.text()).toContain('Blog Not Found');

    expect(await (await request.get('/blog/')).text()).toContain(newTitle);
    expect(await (await request.get('/')).text()).toContain(newTitle);
    const sitemap = await sitemapPaths(request);
    expect(sitemap).toContain(newPath);
    expect(sitemap).not.toContain(oldPath);
    // A tab opened before the deploy still finds the chunks of the build it started with.
    expect((await request.get(oldChunk)).status()).toBe(200);
  } finally {
    restore();
    deployBlog();
  }
  expect((await request.get(oldPath)).status()).toBe(200);
});
