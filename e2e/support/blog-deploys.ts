import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';
import { site } from '../../shell/src/config/site';

/**
 * The real blog build served by the real app server (server/app-server/remote-server.mjs) from a temporary
 * folder of its own, on a free port, and deployed there with the real deploy command's publish
 * step (`server/deploy/deploy-app.mjs --from`), with copies of the build told apart by a tag.
 */
const root = path.resolve(__dirname, '../..');
const blogDist = path.join(root, 'mf-blog/dist');
/** What the blog's list renders once: a variant's tag follows it in that variant's HTML. */
const TAGLINE = 'Your Gateway to Essential Medical Insights';

/** The blog's served build: its dist/, or the build a deploy there points at. */
export const builtBlog = () =>
  fs.existsSync(path.join(blogDist, 'current'))
    ? fs.realpathSync(path.join(blogDist, 'current'))
    : blogDist;

export const blogIsBuilt = () => fs.existsSync(path.join(builtBlog(), 'server/render.js'));

/**
 * A temporary app folder holding a plain build of the blog in dist/, as `npm run build` leaves it,
 * tagged 'base'.
 */
export function blogApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-deploys-'));
  blogVariant(path.join(dir, 'dist'), 'base');
  return dir;
}

/** The unique hashed file (immutable, kept for open tabs) that only the variant `tag` has. */
export const ownChunk = (tag: string) =>
  `only-${tag}.${createHash('sha256').update(tag).digest('hex').slice(0, 8)}.js`;

/**
 * A copy of the blog's build in `dir` whose server bundle, manifest and entry each carry `tag`,
 * plus a hashed file of its own; precompressed copies written again as the build writes them.
 */
export function blogVariant(dir: string, tag: string): string {
  fs.cpSync(builtBlog(), dir, { recursive: true });
  const rewrite = (file: string, change: (text: string) => string) => {
    const full = path.join(dir, file);
    const text = change(fs.readFileSync(full, 'utf8'));
    fs.writeFileSync(full, text);
    if (fs.existsSync(`${full}.gz`)) fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
    if (fs.existsSync(`${full}.br`)) fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  };
  rewrite('server/render.js', (text) => text.replace(TAGLINE, `${TAGLINE} (build ${tag})`));
  rewrite('mf-manifest.json', (text) => {
    const manifest = JSON.parse(text);
    manifest.metaData.buildInfo.buildVersion = tag;
    return JSON.stringify(manifest);
  });
  rewrite('remoteEntry.js', (text) => `${text}\n//# build ${tag}\n`);
  fs.writeFileSync(path.join(dir, ownChunk(tag)), `// ${tag}\n`);
  return dir;
}

/** What the server answers now, by variant: its fragment's, manifest's and entry's tags. */
export async function servedTags(origin: string) {
  const html = await (await askFragment(origin)).text();
  const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
  const entry = await (await fetch(`${origin}/remoteEntry.js`)).text();
  return {
    fragment: new RegExp(`${TAGLINE} \\(build ([\\w-]+)\\)`).exec(html)?.[1] ?? html.slice(0, 80),
    manifest: String(manifest.metaData.buildInfo.buildVersion),
    entry: /\/\/# build ([\w-]+)\n$/.exec(entry)?.[1] ?? 'untagged',
  };
}

/**
 * Asks for the blog's HTML at `page` (its list by default) as the composition engine does: with
 * the site's props and the fragment secret the server was started with (the suite's own).
 */
export const askFragment = (origin: string, page = '/blog/') =>
  fetch(
    `${origin}/_fragments/BlogRoutes?path=${encodeURIComponent(page)}&search=&props=${Buffer.from(
      JSON.stringify({ site }),
    ).toString('base64url')}&part=body`,
    { headers: { 'X-Fragment-Secret': process.env.FRAGMENT_SECRET ?? '' } },
  );

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The app server over `appDir`, with `--expose-gc` so that /health reports retained memory. */
export async function serveApp(appDir: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      path.join(root, 'server/app-server/remote-server.mjs'),
      appDir,
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The app server exited (${server.exitCode})`);
    const answered = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) throw new Error('The app server did not start');
    await delay(100);
  }
  return { origin, stop: () => server.kill() };
}

/**
 * The deploy command's publish step, as a process of its own, publishing `build` into
 * `appDir/dist`; `env` may pause it at a step.
 */
export function publish(appDir: string, build: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(root, 'server/deploy/deploy-app.mjs'), '--from', build],
    {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/** Publishes `build` into `appDir/dist` and waits for the deploy to finish. */
export function deployed(appDir: string, build: string): Promise<void> {
  const child = publish(appDir, build);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The deploy failed (exit ${code})`)),
    ),
  );
}
