// @ts-check
/**
 * `npm run bench:load` (over existing production builds): how many pages a second the site serves
 * under load, with nginx's cache tier off (every page composed from the app servers' renders) and
 * on (warmed), beside the same bytes served as a static file by the same nginx, in one run. wrk, 2
 * threads, 16 connections, BENCH_LOAD_SECONDS (8) per figure, all on loopback; requests a second,
 * p50 and p99 latency, and errors (answers other than 2xx/3xx, and socket errors). Prints a
 * markdown table and writes bench/results/load.{json,md}.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { servedRoot } from '../server/app-server/served-build.mjs';
import { findNginx, writeNginxConf } from '../server/compose/nginx.mjs';
import { apps, site } from '../server/registry.mjs';
import { startLocalSite } from '../server/run/local-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUTES = [
  '/',
  '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/',
  '/ourteam/',
];
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const staticPort = site.port + 11;
/** The cached rate must reach this share of the static file's (issue 25). */
const TARGET = 0.5;

function fail(/** @type {string} */ message) {
  console.error(message);
  process.exit(1);
}

const wrk = process.env.PATH?.split(path.delimiter)
  .map((dir) => path.join(dir, 'wrk'))
  .find((file) => fs.existsSync(file));
if (!wrk)
  fail('bench:load needs wrk, which is not installed (apt-get install wrk, brew install wrk).');
const nginx = findNginx();
if (!nginx) fail('bench:load measures nginx and its cache tier: nginx is not installed.');
for (const app of apps) {
  const dist = path.join(root, app.dir, 'dist');
  if (!fs.existsSync(path.join(servedRoot(dist), 'server/render.js')))
    fail(`bench:load serves the production builds: ${app.dir} has none (npm run build first).`);
}

/**
 * @typedef {{ rps: number, p50Ms: number, p99Ms: number, requests: number, errors: number }} Figure
 */

/** @param {string} text wrk's latency, such as 1.52ms, 870.00us or 1.20s */
const milliseconds = (text) => {
  const [, value = '0', unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return Number((Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1)).toFixed(2));
};

/**
 * @param {string} url
 * @param {string[]} [headers] such as 'X-Fragment-Secret: …'
 * @returns {Figure}
 */
function load(url, headers = []) {
  const out = execFileSync(
    /** @type {string} */ (wrk),
    ['-t2', '-c16', `-d${seconds}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), url],
    { encoding: 'utf8' },
  );
  const figure = (/** @type {RegExp} */ pattern) => pattern.exec(out)?.[1] ?? '0';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  return {
    rps: Math.round(Number(figure(/Requests\/sec:\s+([\d.]+)/))),
    p50Ms: milliseconds(figure(/^\s+50%\s+(\S+)/m)),
    p99Ms: milliseconds(figure(/^\s+99%\s+(\S+)/m)),
    requests: Number(figure(/(\d+) requests in/)),
    errors:
      Number(figure(/Non-2xx or 3xx responses: (\d+)/)) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/**
 * The same nginx binary serving files from a folder, one worker as the site's.
 * @param {string} dir
 */
async function staticNginx(dir) {
  const conf = writeNginxConf(
    dir,
    `  server {
    listen 127.0.0.1:${staticPort};
    location / { root ${dir}/pages; default_type text/html; try_files $uri $uri/index.html =404; }
  }`,
  );
  const child = spawn(/** @type {string} */ (nginx), ['-p', dir, '-c', conf], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${staticPort}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await delay(100);
  }
  child.kill();
  throw new Error('The static nginx did not start.');
}

/** @param {string} route */
const siteUrl = (route) => `http://127.0.0.1:${site.port}${route}`;

/** @type {Record<string, { bytes: number, off?: Figure, on?: Figure, static?: Figure }>} */
const results = Object.fromEntries(ROUTES.map((route) => [route, { bytes: 0 }]));
/** Home's widgets, each asked of its remote's server for its stylesheets and for its HTML. */
/** @type {{ widget: string, styles: Figure, body: Figure }[]} */
const widgetQuestions = [];
const fragmentSecret = randomBytes(24).toString('base64url');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-load-'));
fs.chmodSync(work, 0o755);

try {
  console.log(`wrk -t2 -c16 -d${seconds}s per figure, on ${os.cpus().length} cores.`);
  let served = await startLocalSite({
    ENGINE: 'nginx',
    ENGINE_CACHE: 'off',
    FRAGMENT_SECRET: fragmentSecret,
  });
  for (const route of ROUTES) {
    // The page's bytes as a visitor gets them, for the static file (once every remote answers).
    let html = '';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      html = await (await fetch(siteUrl(route))).text();
      if (!/temporarily unavailable|cannot be shown right now/.test(html)) break;
      await delay(500);
    }
    const file = path.join(work, 'pages', route, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    results[route].bytes = Buffer.byteLength(html);
    process.stdout.write(`${route}: cache off … `);
    results[route].off = load(siteUrl(route));
    console.log(`${results[route].off?.rps} requests/s`);
  }
  await measureWidgetQuestions();
  await served.stop();

  // Cached and static side by side, route by route, so that both meet the same machine.
  const staticServer = await staticNginx(work);
  served = await startLocalSite({ ENGINE: 'nginx' });
  try {
    for (const route of ROUTES) {
      // Warm: the page and its includes stored.
      for (let i = 0; i < 3; i += 1) await (await fetch(siteUrl(route))).text();
      process.stdout.write(`${route}: cache on … `);
      results[route].on = load(siteUrl(route));
      process.stdout.write(`${results[route].on?.rps} requests/s, static file … `);
      results[route].static = load(`http://127.0.0.1:${staticPort}${route}`);
      console.log(`${results[route].static?.rps} requests/s`);
    }
  } finally {
    await served.stop();
    staticServer.kill();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

/**
 * Why a widget is asked twice (server/README.md): its `styles` part reads the manifest, its `body`
 * part renders. Each is loaded on its own, straight at the remote's server, as the engine asks it.
 */
async function measureWidgetQuestions() {
  const secret = [`X-Fragment-Secret: ${fragmentSecret}`];
  const shellPort = apps.find((app) => app.name === 'shell')?.port;
  const page = await (
    await fetch(`http://127.0.0.1:${shellPort}/`, {
      headers: { 'X-Fragment-Secret': fragmentSecret },
    })
  ).text();
  const bodies = page.matchAll(
    /include virtual="\/_fragments\/([\w-]+)\/([^"]+?)(?:&amp;|&)part=body"/g,
  );
  for (const [, remote, question] of bodies) {
    const port = apps.find((app) => app.name === remote)?.port;
    const url = (/** @type {string} */ part) =>
      `http://127.0.0.1:${port}/_fragments/${question.replaceAll('&amp;', '&')}&part=${part}`;
    const widget = `${remote}/${question.split('?')[0]}`;
    process.stdout.write(`${widget}: styles … `);
    const styles = load(url('styles'), secret);
    process.stdout.write(`${styles.rps} requests/s, body … `);
    const body = load(url('body'), secret);
    console.log(`${body.rps} requests/s`);
    widgetQuestions.push({ widget, styles, body });
  }
}

const cell = (/** @type {Figure | undefined} */ f) =>
  f ? `${f.rps} | ${f.p50Ms} / ${f.p99Ms} | ${f.errors}` : '– | – | –';
const rows = ROUTES.map((route) => {
  const { bytes, off, on, static: file } = results[route];
  const ratio = on && file ? on.rps / file.rps : 0;
  return {
    route,
    ratio,
    line: `| \`${route}\` | ${bytes} | ${cell(off)} | ${cell(on)} | ${cell(file)} | ${ratio.toFixed(2)}${ratio >= TARGET ? '' : ' ✗'} |`,
  };
});
const table = [
  `| route | bytes | cache off: req/s | p50 / p99 ms | errors | cache on: req/s | p50 / p99 ms | errors | static file: req/s | p50 / p99 ms | errors | cached ÷ static (≥ ${TARGET}) |`,
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map((row) => row.line),
].join('\n');
const widgetTable = [
  "| Home's widget | styles: req/s | p50 / p99 ms | errors | body: req/s | p50 / p99 ms | errors |",
  '| --- | --: | --: | --: | --: | --: | --: |',
  ...widgetQuestions.map(
    ({ widget, styles, body }) => `| ${widget} | ${cell(styles)} | ${cell(body)} |`,
  ),
].join('\n');
console.log(`\n${table}\n\n${widgetTable}`);

const out = path.join(root, 'bench/results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'load.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      seconds,
      connections: 16,
      threads: 2,
      results,
      widgetQuestions,
    },
    null,
    2,
  ),
);
fs.writeFileSync(path.join(out, 'load.md'), `${table}\n\n${widgetTable}\n`);
const misses = rows.filter((row) => row.ratio < TARGET).map((row) => row.route);
if (misses.length) console.log(`\nBelow ${TARGET}× the static file's rate: ${misses.join(', ')}`);
