import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm start` on a machine without nginx: the site served with the embedded composition engine
 * (ENGINE=embedded stands in for a machine without nginx), which it says in one line, with
 * the remotes' parts included. Its ports are shifted 700 past the suite's own.
 */
const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0) + 700;
const site = `http://127.0.0.1:${3000 + offset}`;
const appPorts = (
  JSON.parse(fs.readFileSync(path.join(root, 'server/registry.json'), 'utf8')) as {
    apps: Array<{ port: number }>;
  }
).apps.map((app) => app.port + offset);

test.skip(!!process.env.BASE_URL, 'runs a site of the local builds');

test('without nginx, npm run serve composes with the embedded engine and says so', async () => {
  test.setTimeout(90_000);
  const started = Date.now();
  const serve = spawn(process.execPath, ['server/run/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT_OFFSET: String(offset), ENGINE: 'embedded' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  serve.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise((resolve) => serve.once('exit', resolve));
  try {
    // Started: the site answers, and so does every app's server behind it (the engine can be
    // up a moment before the last of them).
    const answering = (url: string) =>
      fetch(url).then(
        (r) => r.ok,
        () => false,
      );
    await expect
      .poll(
        async () =>
          (
            await Promise.all(
              [`${site}/`, ...appPorts.map((port) => `http://127.0.0.1:${port}/health`)].map(
                answering,
              ),
            )
          ).every(Boolean),
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true);
    test.info().annotations.push({
      type: 'started',
      description: `the site answered ${Date.now() - started} ms after serve.mjs started`,
    });
    expect(output).toContain('Pages composed by the embedded engine (ENGINE=embedded).');

    const home = await (await fetch(`${site}/`)).text();
    // The blog's latest articles and the reviews widget, included rather than their notices.
    expect(home).toMatch(/href="\/blog\/[\w-]+\/"/);
    expect(home).toContain('Loading reviews');
    expect(home).not.toContain('cannot be shown right now');
    expect(home).not.toContain('<!--#');

    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    const post = /<loc>https?:\/\/[^/]+(\/blog\/(?!category|archive)[^/<]+\/)<\/loc>/.exec(
      sitemap,
    )?.[1];
    expect(post, 'the sitemap lists a post').toBeDefined();
    const postPage = await fetch(`${site}${post}`);
    expect(postPage.status, post).toBe(200);
    expect(await postPage.text(), post).not.toContain('temporarily unavailable');
    expect((await fetch(`${site}/blog/No-Such-Post/`)).status).toBe(404);
  } finally {
    process.kill(-serve.pid!, 'SIGTERM');
    await exited;
  }
});
