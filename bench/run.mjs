// @ts-check
/**
 * `npm run bench` (after the build): serves the site as `npm start` does, runs Lighthouse on every
 * key route and on a static snapshot of each, and reports scores, Core Web Vitals and the
 * JavaScript each route loads by package. Results: bench/results/bench.{json,md}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '../server/registry.mjs';
import { startLocalSite } from '../server/run/local-site.mjs';
import { splitJavaScript } from './js-split.mjs';
import { figuresOf, launchChrome, medianLighthouse } from './lighthouse-runs.mjs';
import { benchRoutes, targets } from './routes.mjs';
import { captureSnapshots, serveSnapshots } from './static-snapshot.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : benchRoutes;
const baseUrl = `http://localhost:${site.port}`;
const snapshotPort = site.port + 10;

const { stop: stopServers } = await startLocalSite();

try {
  const snapshots = await captureSnapshots(baseUrl, routes);
  const snapshotServer = await serveSnapshots(snapshots, snapshotPort);
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const route of routes) {
      process.stdout.write(`measuring ${route} … `);
      const app = figuresOf(await medianLighthouse(chrome, baseUrl + route, runs));
      const staticPage = figuresOf(
        await medianLighthouse(chrome, `http://localhost:${snapshotPort}${route}`, runs),
      );
      const js = splitJavaScript(app.scripts);
      rows.push({
        route,
        ...app,
        scripts: undefined,
        jsKbGzip: Number(js.totalKb.toFixed(1)),
        jsByPackage: Object.fromEntries(
          Object.entries(js.byPackage).map(([name, kb]) => [name, Number(kb.toFixed(1))]),
        ),
        staticLcpMs: staticPage.lcpMs,
        lcpRatio: Number((app.lcpMs / staticPage.lcpMs).toFixed(2)),
      });
      console.log(`performance ${app.performance}, LCP ${app.lcpMs} ms`);
    }
  } finally {
    await chrome.kill();
    snapshotServer.close();
  }

  const misses = rows.flatMap((row) => [
    ...(row.performance < targets.performance
      ? [`${row.route}: performance ${row.performance}`]
      : []),
    ...(row.accessibility < targets.accessibility
      ? [`${row.route}: accessibility ${row.accessibility}`]
      : []),
    ...(row.bestPractices < targets.bestPractices
      ? [`${row.route}: best practices ${row.bestPractices}`]
      : []),
    ...(row.seo < targets.seo ? [`${row.route}: SEO ${row.seo}`] : []),
    ...(row.cls > targets.cls ? [`${row.route}: CLS ${row.cls}`] : []),
    ...(row.tbtMs > targets.tbtMs ? [`${row.route}: TBT ${row.tbtMs} ms`] : []),
    ...(row.lcpRatio > targets.lcpRatio ? [`${row.route}: LCP ${row.lcpRatio}× static`] : []),
    ...(row.route === '/' && row.jsKbGzip > targets.homeJsKb
      ? [`/: ${row.jsKbGzip} KB of JavaScript`]
      : []),
  ]);

  const header =
    '| route | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | JS KB gz | static LCP ms | LCP ratio | JS by package (KB gz) |';
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.jsKbGzip} | ${row.staticLcpMs} | ${row.lcpRatio} | ${Object.entries(
        row.jsByPackage,
      )
        .map(([name, kb]) => `${name} ${kb}`)
        .join(', ')} |`,
  );
  const markdown = [
    `# Bench (${new Date().toISOString()}, Lighthouse mobile, median of ${runs})`,
    '',
    header,
    `|${'---|'.repeat(12)}`,
    ...lines,
    '',
    misses.length
      ? `Misses against the budgets:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every budget met.',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/bench.json'),
    JSON.stringify({ runs, targets, rows, misses }, null, 2),
  );
  fs.writeFileSync(path.join(root, 'bench/results/bench.md'), `${markdown}\n`);
  console.log(`\n${markdown}`);
} finally {
  stopServers();
}
