// @ts-check
/**
 * `npm run bench:zero-downtime` (after the build): the site served as `npm start` serves it with
 * REPLICAS=2 (on its own ports: PORT_OFFSET + 800), a steady load on Home and a post through the
 * composition engine, and meanwhile: one replica of every app killed (SIGKILL; its supervisor
 * starts it again), the blog deployed (the deploy command's publish step, with the build it
 * serves) and rolled back (its rollback command), then every app's other replica killed. Prints the requests sent, failed (a status other
 * than 2xx, or a socket error) and degraded (a 200 page showing a remote's notice: a fragment
 * missed its bound, which a starved CPU alone can cause), overall and during each event, with
 * their p50/p99 times; exits 1 if any failed.
 *
 *   REPLICAS=1 npm run bench:zero-downtime      the same with one replica: kills fail requests
 *   ZERO_DOWNTIME_SECONDS=10 (at least; until a second after the last event), CONCURRENCY=8,
 *   ENGINE=embedded, and --json for one JSON line
 *
 * Why a Node loop rather than wrk: each answer is classified by when it was sent (which event was
 * under way) and by its body (a notice), which wrk would need a Lua script for.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';

const { values: flags } = parseArgs({ options: { json: { type: 'boolean' } } });
process.env.REPLICAS ??= '2';
// Every request reaches the replicas: nginx's cache tier would answer most from its store.
process.env.ENGINE_CACHE ??= 'off';
process.env.PORT_OFFSET = String(Number(process.env.PORT_OFFSET ?? 0) + 800);
const seconds = Number(process.env.ZERO_DOWNTIME_SECONDS ?? 10);
const concurrency = Number(process.env.CONCURRENCY ?? 8);

// The registry reads PORT_OFFSET when it is first imported.
const { apps, replicaCount, replicaPorts, site } = await import('../server/registry.mjs');
const { startLocalSite } = await import('../server/run/local-site.mjs');
const { servedRoot } = await import('../server/app-server/served-build.mjs');

const root = path.resolve(import.meta.dirname, '..');
const blog = apps.find((app) => app.name === 'blog');
if (!blog) throw new Error('The registry lists no blog.');
const NOTICE = 'cannot be shown right now';

/** @param {number} port @returns {Promise<number | null>} the pid /health names, or null */
const pidAt = (port) =>
  fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) }).then(
    async (response) => (response.ok ? Number((await response.json()).pid) : null),
    () => null,
  );

/** Every replica of every app answering /health; resolves with their pids, by port. */
async function allReplicasUp() {
  const ports = apps.flatMap((app) => replicaPorts(app, replicaCount()));
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const pids = await Promise.all(ports.map(pidAt));
    if (pids.every(Boolean)) return new Map(ports.map((port, i) => [port, Number(pids[i])]));
    await delay(200);
  }
  throw new Error('Not every replica answered /health within 30 s.');
}

/** @type {Array<{ name: string, from: number, to: number }>} */
const events = [];
/** @param {string} name @param {() => Promise<unknown>} what */
async function during(name, what) {
  const from = performance.now();
  await what();
  events.push({ name, from, to: performance.now() });
}

/**
 * Kills the k-th replica of every app and waits until its supervisor has started it again.
 * @param {number} k
 */
async function killReplicas(k) {
  const ports = apps.map((app) => replicaPorts(app, replicaCount())[k] ?? app.port);
  const pids = await Promise.all(ports.map(pidAt));
  for (const pid of pids) if (pid) process.kill(pid, 'SIGKILL');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const now = await Promise.all(ports.map(pidAt));
    if (now.every((pid, i) => pid && pid !== pids[i])) return;
    await delay(100);
  }
  throw new Error(`The killed replicas (#${k + 1}) were not started again within 15 s.`);
}

/**
 * Runs one of the blog's deploy commands (server/deploy/) and waits a second more: the requests
 * that follow the switch are the first of every blog replica on the build now served.
 * @param {string} script @param {string[]} args
 */
async function blogCommand(script, args = []) {
  const command = spawn(process.execPath, [path.join(root, 'server/deploy', script), ...args], {
    cwd: path.join(root, blog.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => command.on('exit', resolve));
  if (code !== 0) throw new Error(`The blog's ${script} failed (exit ${code}).`);
  await delay(1000);
}

/** Publishes the build the blog serves now, as its deploy command does. */
async function deployBlog() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'zero-downtime-blog-'));
  fs.cpSync(servedRoot(path.join(root, blog.dir, 'dist')), copy, { recursive: true });
  try {
    await blogCommand('deploy-app.mjs', ['--from', copy]);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A page read before the load, whose answer is not counted: asked again (twice at most) where the
 * connection it was sent on closed first. A connection kept alive since the site started may be
 * closed by nginx just as it is used again (its keep-alive timeout, its workers' reload).
 * @param {string} url
 */
async function readBeforeTheLoad(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (attempt === 3) throw error;
      await delay(200);
    }
  }
}

const { baseUrl, stop } = await startLocalSite();
/** @type {Array<{ at: number, ms: number, path: string, failure?: string, notice?: boolean }>} */
const answers = [];
try {
  await allReplicasUp();
  const sitemap = await readBeforeTheLoad(`${baseUrl}/sitemap.xml`);
  const post = /<loc>https?:\/\/[^/]+(\/blog\/(?!category|archive)[^/<]+\/)<\/loc>/.exec(sitemap);
  if (!post?.[1]) throw new Error('The sitemap lists no post.');
  const paths = ['/', post[1]];
  // Every replica renders each page a few times first: what is measured is the events, not
  // the first renders of a fresh process (a restarted replica still has its own).
  for (let round = 0; round < 3 * replicaCount(); round += 1)
    for (const target of paths) await readBeforeTheLoad(`${baseUrl}${target}`);

  const pool = new Pool(`http://127.0.0.1:${site.port}`, { connections: concurrency });
  const started = performance.now();
  // The load runs the seconds asked for, and on until a second after the last event.
  let end = Infinity;
  let sent = 0;
  const load = Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const target = paths[sent++ % paths.length] ?? '/';
      const at = performance.now();
      try {
        const { statusCode, body } = await pool.request({
          path: target,
          method: 'GET',
          headersTimeout: 10_000,
        });
        const html = await body.text();
        const ms = performance.now() - at;
        answers.push(
          statusCode >= 200 && statusCode < 300
            ? { at, ms, path: target, notice: html.includes(NOTICE) }
            : { at, ms, path: target, failure: `status ${statusCode}` },
        );
      } catch (error) {
        const code = /** @type {{ code?: string }} */ (error).code;
        answers.push({
          at,
          ms: performance.now() - at,
          path: target,
          failure: code ?? String(error),
        });
      }
    }
  });
  await delay(seconds * 150);
  await during('replica 1 of each app killed, until restarted', () => killReplicas(0));
  await during('the blog deployed, and 1 s after', deployBlog);
  await during('the blog rolled back, and 1 s after', () => blogCommand('rollback-app.mjs'));
  if (replicaCount() > 1)
    await during('replica 2 of each app killed, until restarted', () => killReplicas(1));
  end = Math.max(started + seconds * 1000, performance.now() + 1000);
  await Promise.all(load);
  await pool.close();
  events.unshift({ name: 'the whole run', from: started, to: end });
} finally {
  stop();
}

const rows = events.map(({ name, from, to }) => {
  const within = answers.filter((answer) => answer.at >= from && answer.at <= to);
  const ms = within.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (/** @type {number} */ p) =>
    Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * p))] ?? 0);
  return {
    event: name,
    seconds: Number(((to - from) / 1000).toFixed(1)),
    sent: within.length,
    failed: within.filter((answer) => answer.failure).length,
    degraded: within.filter((answer) => answer.notice).length,
    p50ms: percentile(0.5),
    p99ms: percentile(0.99),
  };
});
const failures = answers
  .filter((answer) => answer.failure)
  .slice(0, 5)
  .map(
    ({ at, path: target, failure }) =>
      `${((at - (events[0]?.from ?? 0)) / 1000).toFixed(2)} s, ${target}: ${failure}`,
  );
const result = { replicas: replicaCount(), concurrency, rows, failures };
if (flags.json) console.log(JSON.stringify(result));
else {
  console.log(
    `\n${result.replicas} replica(s) of each app, ${concurrency} connections, ${seconds} s:`,
  );
  console.table(rows);
  for (const failure of failures) console.log(`  failed: ${failure}`);
}
process.exitCode = rows[0]?.failed ? 1 : 0;
