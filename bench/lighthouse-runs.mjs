// @ts-check
/** Runs Lighthouse (mobile, default simulated throttling) several times and keeps the median run. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.mjs';
import { indexRunAs, slowdownOfBrowser } from './host-speed.mjs';
import { runningTimeAfterFcp } from './running-time.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** @returns {Promise<chromeLauncher.LaunchedChrome>} */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
}

/** @typedef {{ lhr: any, traceEvents: any[] }} Run a Lighthouse report and the trace it read */

/**
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 * @returns {Promise<Run | null>}
 */
async function lighthouseRun(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttling: { cpuSlowdownMultiplier: await slowdownOfBrowser(chrome.port) },
  });
  return result?.lhr ? { lhr: result.lhr, traceEvents: result.artifacts.Trace.traceEvents } : null;
}

/**
 * The run Lighthouse takes as the median (by its largest paint and interactive time).
 * @param {Run[]} results
 * @param {string} url
 * @returns {Run}
 */
function medianRun(results, url) {
  if (results.length === 0) throw new Error(`Lighthouse produced no result for ${url}`);
  const lhr = computeMedianRun(results.map((result) => result.lhr));
  return /** @type {Run} */ (results.find((result) => result.lhr === lhr));
}

/**
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 * @param {number} runs
 */
export async function medianLighthouse(chrome, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouseRun(chrome, url);
    if (result) results.push(result);
  }
  return medianRun(results, url);
}

/**
 * Lighthouse on two sites, their runs interleaved (so that both meet the same machine), and the
 * median run of each.
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {[string, string]} urls
 * @param {number} runs
 */
export async function interleavedLighthouse(chrome, urls, runs) {
  /** @type {Run[][]} */
  const results = [[], []];
  for (let run = 0; run < runs; run += 1) {
    for (const [index, url] of urls.entries()) {
      const result = await lighthouseRun(chrome, url);
      if (result) results[index].push(result);
    }
  }
  return results.map((each, index) => medianRun(each, urls[index]));
}

/** @param {Run} run the figures the bench table reports */
export function figuresOf({ lhr, traceEvents }) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  // What the page fetches ahead for the next pages (shell/src/prefetch/) starts with its first
  // `prefetch` mark, after the first load: counted apart, as the bytes fetched ahead. A mark's
  // time counts from the navigation's time origin, a request's from the first request's start
  // (later): on one clock, a request made just after the mark would otherwise seem made before.
  const network = lhr.audits['network-requests']?.details;
  const originTs = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  const networkTs = network?.debugData?.networkStartTimeTs;
  const originToNetworkMs =
    Number.isFinite(originTs) && Number.isFinite(networkTs) ? (networkTs - originTs) / 1000 : 0;
  const aheadFrom =
    Math.min(
      ...(lhr.audits['user-timings']?.details?.items ?? [])
        .filter((/** @type {any} */ item) => item.name === 'prefetch')
        .map((/** @type {any} */ item) => item.startTime),
    ) - originToNetworkMs;
  const requests = network?.items ?? [];
  // Lighthouse lists the tasks of 50 ms and over, simulated like TBT, each with its start.
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = (/** @type {any[]} */ tasks) =>
    Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  const urlsOf = (/** @type {(item: any) => boolean} */ keep) =>
    requests.filter(keep).map((/** @type {any} */ item) => item.url);
  const isScript = (/** @type {any} */ item) => item.resourceType === 'Script';
  // A chunk or stylesheet prefetched is of no type to the browser ('Other'): known by its path.
  const isCode = (/** @type {any} */ item) =>
    isScript(item) ||
    item.resourceType === 'Stylesheet' ||
    /\.(js|css)$/.test(new URL(item.url).pathname);
  const isAhead = (/** @type {any} */ item) => item.rendererStartTime >= aheadFrom;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    // What moved, so that a shift seen once in a run can be told apart (Lighthouse's own list: the
    // element that moved most in each shift, its part of the score, and a cause it could name).
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((/** @type {any} */ shift) =>
      [
        shift.node?.selector ?? 'an element Lighthouse did not name',
        `(${shift.score.toFixed(3)}${shift.node?.snippet ? `, ${shift.node.snippet}` : ''})`,
        ...(shift.subItems?.items ?? []).map(
          (/** @type {any} */ cause) =>
            `${cause.cause}: ${cause.extra?.value ?? cause.extra?.selector ?? ''}`,
        ),
      ].join(' '),
    ),
    tbtMs: Math.round(numeric('total-blocking-time')),
    // TBT is simulated from the tasks as this host ran them: its speed goes with every TBT.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    /** The host the run simulated a phone on (this one, or a slower one: host-speed.mjs). */
    runAsIndex: Math.round(
      indexRunAs(
        lhr.environment?.benchmarkIndex ?? NaN,
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    ),
    longestTaskMs: longest(longTasks),
    // TBT counts the tasks after the first contentful paint: before it, the browser commits the
    // navigation, parses and lays the page out (as long on a copy of the page with no script).
    longestTaskAfterFcpMs: longest(
      longTasks.filter(
        (/** @type {any} */ task) => task.startTime >= numeric('first-contentful-paint'),
      ),
    ),
    /** The same tasks from the main thread's running time, without the host's waits. */
    running: runningTimeAfterFcp(traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    /** The first load's JavaScript. */
    scripts: urlsOf((item) => isScript(item) && !isAhead(item)),
    /** The scripts and stylesheets fetched ahead for the next pages. */
    fetchedAhead: urlsOf((item) => isAhead(item) && isCode(item)),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (/** @type {any} */ audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      )
      .map((/** @type {any} */ audit) => audit.id),
  };
}
