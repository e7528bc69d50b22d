// @ts-check
/**
 * `npm run bench` (after the build): serves the site as `npm start` does, runs Lighthouse on every
 * key route and on a static snapshot of each, and reports scores, Core Web Vitals and the
 * JavaScript each route loads by package; then times, on a throttled phone, the early tap
 * (early-tap.mjs) and the tap from one page to the next (journeys.mjs). Results:
 * bench/results/bench.{json,md}. `BENCH_TAPS_ONLY=1` times the taps alone, `BENCH_JOURNEYS_ONLY=1`
 * the journeys alone; `BENCH_AGAINST=<url>` compares with a second running site (a build before a
 * change, say): the main thread (Lighthouse) and the journeys of both, interleaved run by run.
 * `BENCH_HOST_INDEX=<benchmarkIndex>` benches as on a slower host (host-speed.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '../server/registry.mjs';
import { startLocalSite } from '../server/run/local-site.mjs';
import { measureTaps, tapTable } from './early-tap.mjs';
import { journeys, journeyTable, measureJourneys } from './journeys.mjs';
import { servedGzipKb, splitJavaScript } from './js-split.mjs';
import {
  figuresOf,
  interleavedLighthouse,
  launchChrome,
  medianLighthouse,
} from './lighthouse-runs.mjs';
import { hostIndex, PHONE_SLOWDOWN, slowdownsUsed } from './host-speed.mjs';
import { benchRoutes, tapRoutes, targets } from './routes.mjs';
import { captureSnapshots, serveSnapshots } from './static-snapshot.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : benchRoutes;
const tapsOnly = process.env.BENCH_TAPS_ONLY === '1';
const journeysOnly = process.env.BENCH_JOURNEYS_ONLY === '1';
const against = process.env.BENCH_AGAINST;
const baseUrl = `http://localhost:${site.port}`;
const snapshotPort = site.port + 10;

const { stop: stopServers } = await startLocalSite();

/** @param {string[]} lighthouseRoutes */
async function lighthouseRows(lighthouseRoutes) {
  if (lighthouseRoutes.length === 0) return [];
  const snapshots = await captureSnapshots(baseUrl, lighthouseRoutes);
  const snapshotServer = await serveSnapshots(snapshots, snapshotPort);
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const route of lighthouseRoutes) {
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
        fetchedAhead: undefined,
        jsKbGzip: Number(js.totalKb.toFixed(1)),
        aheadKbGzip: Number(splitJavaScript(app.fetchedAhead).totalKb.toFixed(1)),
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
  return rows;
}

/**
 * The main thread on this build and on the site at BENCH_AGAINST, route by route, their
 * Lighthouse runs interleaved.
 * @param {string[]} lighthouseRoutes
 * @param {string} againstUrl
 */
async function mainThreadAgainst(lighthouseRoutes, againstUrl) {
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const route of lighthouseRoutes) {
      const [app, other] = (
        await interleavedLighthouse(chrome, [baseUrl + route, againstUrl + route], runs)
      ).map(figuresOf);
      for (const [site, figures] of /** @type {const} */ ([
        ['this', app],
        ['against', other],
      ]))
        rows.push({
          route,
          site,
          performance: figures.performance,
          cls: figures.cls,
          shifts: figures.shifts,
          tbtMs: figures.tbtMs,
          longestTaskMs: figures.longestTaskMs,
          longestTaskAfterFcpMs: figures.longestTaskAfterFcpMs,
          running: figures.running,
          benchmarkIndex: figures.benchmarkIndex,
          runAsIndex: figures.runAsIndex,
          jsKbGzip: Number(
            (site === 'this'
              ? splitJavaScript(figures.scripts).totalKb
              : await servedGzipKb(figures.scripts)
            ).toFixed(1),
          ),
        });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * The longest task, and in brackets the longest after the first contentful paint (what TBT
 * counts); Lighthouse lists only the tasks of 50 ms and over.
 * @param {{ longestTaskMs: number, longestTaskAfterFcpMs: number }} row
 */
const longestTasks = (row) =>
  `${row.longestTaskMs} (${row.longestTaskAfterFcpMs || 'none over 50'})`;

/**
 * TBT and the longest task after the first contentful paint as the page's main thread ran them,
 * without the time it waited for a core (running-time.mjs).
 * @param {{ running: { blockingMs: number, longestTaskMs: number } }} row
 */
const runningTime = (row) => `${row.running.blockingMs}, ${row.running.longestTaskMs}`;

/** The least and the most CPU slowdown the loads were given. */
const slowdownRange = () =>
  `${Math.min(...slowdownsUsed).toFixed(1)}–${Math.max(...slowdownsUsed).toFixed(1)}×`;

/**
 * A load that moved what the visitor sees, with what moved: a shift seen in one run of three is
 * otherwise hard to find again.
 * @param {{ route: string, cls: number, shifts: string[] }} row
 */
const layoutShiftMisses = (row) =>
  row.cls > targets.cls
    ? [`${row.route}: CLS ${row.cls}, moved: ${row.shifts.join('; ') || 'not named'}`]
    : [];

/**
 * @typedef {{ route: string, tbtMs: number, longestTaskAfterFcpMs: number, benchmarkIndex: number,
 *   runAsIndex: number, running: { longestTaskMs: number } }} MainThreadRow
 */

/**
 * The host's benchmarkIndex, and the slower host's it ran as where the bench was asked to.
 * @param {{ benchmarkIndex: number, runAsIndex: number }} row
 */
const hostOf = (row) =>
  hostIndex === null ? `${row.benchmarkIndex}` : `${row.benchmarkIndex} as ${row.runAsIndex}`;

/**
 * The first load's main thread against its budgets, with the host's speed beside it. A task is
 * held to its budget by its running time: the page's work, not the host's waits.
 * @param {MainThreadRow} row
 */
const mainThreadMisses = (row) =>
  [
    ...(row.tbtMs > targets.tbtMs ? [`TBT ${row.tbtMs} ms`] : []),
    ...(row.running.longestTaskMs > targets.taskAfterFcpMs
      ? [`a task of ${row.running.longestTaskMs} ms of running time after the first paint`]
      : []),
  ].map((miss) => `${row.route}: ${miss} (benchmarkIndex ${hostOf(row)})`);

/**
 * A task over the budget only as the host ran it: not a miss, but shown, since Lighthouse counts
 * it (its TBT may come over on a busier run).
 * @param {MainThreadRow} row
 */
const hostWaits = (row) =>
  row.longestTaskAfterFcpMs > targets.taskAfterFcpMs &&
  row.running.longestTaskMs <= targets.taskAfterFcpMs
    ? [
        `${row.route}: ${row.longestTaskAfterFcpMs} ms as run, ${row.running.longestTaskMs} ms of running time (benchmarkIndex ${hostOf(row)})`,
      ]
    : [];

try {
  const rows = await lighthouseRows(tapsOnly || journeysOnly || against ? [] : routes);
  const againstRows =
    against && !tapsOnly && !journeysOnly ? await mainThreadAgainst(routes, against) : [];
  process.stdout.write('timing the taps on a throttled phone … ');
  const taps = journeysOnly
    ? []
    : await measureTaps(
        baseUrl,
        tapRoutes.filter((route) => routes.includes(route)),
        runs,
      );
  console.log('done');
  process.stdout.write('timing the journeys from page to page … ');
  const journeyRows = tapsOnly
    ? []
    : await measureJourneys(
        [{ label: 'this', baseUrl }, ...(against ? [{ label: 'against', baseUrl: against }] : [])],
        runs,
        journeys.filter((journey) => routes.includes(journey.from)),
      );
  console.log('done');

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
    ...layoutShiftMisses(row),
    ...mainThreadMisses(row),
    ...(row.lcpRatio > targets.lcpRatio ? [`${row.route}: LCP ${row.lcpRatio}× static`] : []),
    ...(row.route === '/' && row.jsKbGzip > targets.homeJsKb
      ? [`/: ${row.jsKbGzip} KB of JavaScript`]
      : []),
  ]);
  for (const tap of taps) {
    for (const [label, ms] of [
      ['menu', tap.menuEarlyMs],
      ["pop-up's Close", tap.closeEarlyMs],
    ]) {
      if (ms !== null && ms > targets.earlyTapMs)
        misses.push(`${tap.route}: ${label} ${ms} ms after an early tap`);
    }
  }
  for (const row of againstRows)
    if (row.site === 'this') misses.push(...layoutShiftMisses(row), ...mainThreadMisses(row));
  const waits = [...rows, ...againstRows.filter((row) => row.site === 'this')].flatMap(hostWaits);
  for (const row of journeyRows) {
    if (row.site === 'this' && row.tapMs > targets.journeyMs)
      misses.push(`${row.journey}: ${row.tapMs} ms from the tap to the next page`);
  }

  const header =
    '| route | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms (benchmarkIndex) | longest task ms (after FCP) | running time after FCP: blocking to the trace end, longest task ms | JS KB gz | fetched ahead KB gz | static LCP ms | LCP ratio | JS by package (KB gz) |';
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} (${hostOf(row)}) | ${longestTasks(row)} | ${runningTime(row)} | ${row.jsKbGzip} | ${row.aheadKbGzip} | ${row.staticLcpMs} | ${row.lcpRatio} | ${Object.entries(
        row.jsByPackage,
      )
        .map(([name, kb]) => `${name} ${kb}`)
        .join(', ')} |`,
  );
  const markdown = [
    `# Bench (${new Date().toISOString()}, Lighthouse mobile, median of ${runs})`,
    '',
    ...(hostIndex === null
      ? []
      : [
          `As on a host of benchmarkIndex ${hostIndex} (BENCH_HOST_INDEX): each load's CPU slowdown raised from ${PHONE_SLOWDOWN}× in proportion to this host's index measured before it, ${slowdownRange()}.`,
          '',
        ]),
    header,
    `|${'---|'.repeat(15)}`,
    ...lines,
    '',
    ...(againstRows.length
      ? [
          `The main thread, this build and the site at ${against}, Lighthouse runs interleaved (median of ${runs}):`,
          '',
          '| route | build | perf | CLS | TBT ms | longest task ms (after FCP) | running time after FCP: blocking to the trace end, longest task ms | benchmarkIndex | JS KB gz |',
          `|${'---|'.repeat(9)}`,
          ...againstRows.map(
            (row) =>
              `| ${row.route} | ${row.site} | ${row.performance} | ${row.cls} | ${row.tbtMs} | ${longestTasks(row)} | ${runningTime(row)} | ${hostOf(row)} | ${row.jsKbGzip} |`,
          ),
          '',
        ]
      : []),
    `Taps on a throttled phone (${PHONE_SLOWDOWN}× CPU${hostIndex === null ? '' : ' or more, as above'}, 150 ms RTT, 1.6 Mbps; median of ${runs} cold loads each; early: right after the first paint):`,
    '',
    tapTable(taps),
    '',
    `From page to page on the same phone (median of ${runs}; the start page settled, then a real tap; the clock stops once the first frame that shows the next page's h1 is painted)${against ? `, this build and the site at ${against} interleaved` : ''}:`,
    '',
    journeyTable(journeyRows, targets.journeyMs),
    '',
    ...(waits.length
      ? [
          `Tasks after the first paint over ${targets.taskAfterFcpMs} ms only as this host ran them (the main thread waiting for a core; not misses):\n${waits.map((wait) => `- ${wait}`).join('\n')}`,
          '',
        ]
      : []),
    misses.length
      ? `Misses against the budgets:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every budget met.',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/bench.json'),
    JSON.stringify(
      {
        runs,
        hostIndex,
        slowdowns: slowdownsUsed,
        targets,
        rows,
        againstRows,
        taps,
        journeys: journeyRows,
        waits,
        misses,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(path.join(root, 'bench/results/bench.md'), `${markdown}\n`);
  console.log(`\n${markdown}`);
} finally {
  stopServers();
}
