import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { nginxInstalled, registryApps, startEngine, type RunningEngine } from '../support/engines';
import { sitemapPaths } from '../support/sitemap';
import { untilAnswering } from '../support/processes';

/**
 * nginx's cache tier through outages: a second composition (the shell's server, the blog's and
 * nginx with its cache, as `npm start` runs them; the other remotes are the site's) whose servers
 * let answers be kept 1 s, then stand in for a failing server 8 s more (stale-if-error: a day in
 * production; CACHE_* shorten the windows). The blog hanging, refused and answering 500: a page
 * or an include served before comes from the cache, a page never served gets today's notice;
 * past the window and the sweep, the notice again. The shell's server down: its last good pages, nginx's 502
 * for a page never served; a purge of one app's tag drops its answers, and only those.
 */
const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const ports = { shell: 3130 + offset, blog: 3131 + offset, site: 3132 + offset };
const site = `http://127.0.0.1:${ports.site}`;
const WINDOWS = {
  CACHE_S_MAXAGE: '1',
  CACHE_STALE_WHILE_REVALIDATE: '0',
  CACHE_STALE_IF_ERROR: '8',
};
/** nginx counts whole seconds: an answer of 1 s is stale at most 2 s after it was stored. */
const STALE_AFTER_MS = 2200;
const BLOG_NOTICE = 'Our blog is temporarily unavailable';
const LATEST_NOTICE = 'Our latest articles cannot be shown right now.';

test.skip(!!process.env.BASE_URL, 'runs a composition of the local builds');
test.skip(!nginxInstalled(), 'the cache tier is nginx’s');
test.describe.configure({ mode: 'serial' });

const runtime = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-cache-tier-'));
const children: ChildProcess[] = [];
let engine: RunningEngine;
let shell: ChildProcess;
let blog: ChildProcess;

/** An app's server over its production build, with the short windows. */
function appServer(script: string, dir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/app-server', script), path.join(root, dir), '--port', String(port)],
    { stdio: 'inherit', env: { ...process.env, ...WINDOWS, ...env } },
  );
  children.push(child);
  return child;
}

/** A page of the second composition, as a visitor gets it (React's text separators removed). */
async function visit(pagePath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(site + pagePath);
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

let posts: string[] = [];

/** server/deploy/purge-cache.mjs over the second composition's cache. */
const cacheTool = (argument: string) =>
  spawnSync(process.execPath, ['server/deploy/purge-cache.mjs', argument], {
    cwd: root,
    env: { ...process.env, SITE_CACHE_DIR: path.join(engine.dir, 'cache') },
    encoding: 'utf8',
  });

test.beforeAll(async ({ request }) => {
  fs.chmodSync(runtime, 0o755);
  const configFile = path.join(runtime, 'runtime-config.json');
  fs.writeFileSync(configFile, await (await request.get('/runtime-config.json')).text());
  posts = (await sitemapPaths(request)).filter((p) => /^\/blog\/[^/]+\/$/.test(p)).slice(0, 2);
  const remotes = Object.fromEntries(
    registryApps()
      .filter((app) => app.name !== 'shell')
      .map((app) => [app.name, `127.0.0.1:${app.name === 'blog' ? ports.blog : app.port}`]),
  );
  blog = appServer('remote-server.mjs', 'mf-blog', ports.blog, {
    PUBLIC_URL: `http://localhost:${ports.blog}/`,
  });
  shell = appServer('shell-server.mjs', 'shell', ports.shell, {
    PUBLIC_URL: '/',
    RUNTIME_CONFIG_FILE: configFile,
    REMOTE_SERVERS: JSON.stringify(
      Object.fromEntries(Object.entries(remotes).map(([name, at]) => [name, `http://${at}`])),
    ),
  });
  await untilAnswering(`http://127.0.0.1:${ports.blog}/health`);
  await untilAnswering(`http://127.0.0.1:${ports.shell}/health`);
  engine = await startEngine('nginx', {
    listen: `127.0.0.1:${ports.site}`,
    shell: `127.0.0.1:${ports.shell}`,
    remotes,
    fragmentSecret: process.env.FRAGMENT_SECRET!,
  });
});

test.afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await engine?.stop();
  fs.rmSync(runtime, { recursive: true, force: true });
});

test('the blog down: what was served before stays for the window, never-served pages get the notice', async () => {
  const [served, neverServed] = posts as [string, string];
  for (const pagePath of ['/', served]) {
    const page = await visit(pagePath);
    expect(page.status, pagePath).toBe(200);
    expect(page.html, pagePath).not.toContain(BLOG_NOTICE);
    expect(page.html, pagePath).not.toContain(LATEST_NOTICE);
  }
  const stored = Date.now();
  const postTitle = /<h1[^>]*>([^<]+)</.exec((await visit(served)).html)?.[1];
  expect(postTitle).toBeTruthy();
  await delay(STALE_AFTER_MS);

  const expectLastGood = async (how: string) => {
    const post = await visit(served);
    expect(post.status, `${served}, blog ${how}`).toBe(200);
    expect(post.html, `${served}, blog ${how}`).toContain(postTitle);
    // Home is rendered anew by the shell; its include of the blog's widget is the last good one.
    const home = await visit('/');
    expect(home.status).toBe(200);
    expect(home.html, `Home, blog ${how}`).not.toContain(LATEST_NOTICE);
    expect(home.html, `Home, blog ${how}`).toContain(
      'data-remote-slot="blog/LatestArticles"><!--$-->',
    );
  };

  blog.kill('SIGSTOP');
  await expectLastGood('hanging');
  const never = await visit(neverServed);
  expect(never.status).toBe(503);
  expect(never.html).toContain(BLOG_NOTICE);

  blog.kill('SIGKILL');
  await new Promise((resolve) => blog.once('exit', resolve));
  await expectLastGood('refused');

  const failing = http.createServer((_req, res) => res.writeHead(500).end('Internal Server Error'));
  await new Promise<void>((resolve) => failing.listen(ports.blog, '127.0.0.1', resolve));
  try {
    await expectLastGood('answering 500');
    // Past the window (1 s fresh, then 8 s) and the sweep npm start runs every minute (nginx
    // puts no age limit on a stale answer for an error status), the notice again.
    await delay(Math.max(0, stored + 11_000 - Date.now()));
    expect(cacheTool('--expired').stdout).toMatch(/^Swept [1-9]\d* cached answers/);
    const late = await visit(served);
    expect(late.status).toBe(503);
    expect(late.html).toContain(BLOG_NOTICE);
    expect((await visit('/')).html).toContain(LATEST_NOTICE);
  } finally {
    failing.closeAllConnections();
    failing.close();
  }
});

test("the shell's server down: its last good pages, 502 for one never served; a purge drops only its tag", async () => {
  for (const pagePath of ['/FAQs', '/ourteam/']) expect((await visit(pagePath)).status).toBe(200);
  shell.kill('SIGKILL');
  await new Promise((resolve) => shell.once('exit', resolve));
  await delay(STALE_AFTER_MS);
  const faqs = await visit('/FAQs');
  expect(faqs.status).toBe(200);
  expect(faqs.html).toMatch(/<h1[^>]*>[^<]*FAQs/);
  expect((await visit('/ourteam/')).status).toBe(200);
  expect((await visit('/contact-us')).status).toBe(502);

  // The team's deploy purges what the team contributed (its pages), and nothing else.
  expect(cacheTool('team').stdout).toMatch(/^Purged [1-9]\d* cached answers tagged team\./);
  expect((await visit('/ourteam/')).status).toBe(502);
  expect((await visit('/FAQs')).status).toBe(200);
});
