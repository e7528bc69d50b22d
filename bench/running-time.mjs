// @ts-check
/**
 * The page's own work after its first contentful paint, from the trace Lighthouse recorded.
 *
 * Lighthouse simulates TBT from each task's wall time, which includes the time the page's main
 * thread waited for a core. On a small host shared with the browser's other processes, Lighthouse
 * itself and the site's servers, a task that ran 2 ms can last 15 ms (docs/performance.md). The
 * trace also gives each task's running time (`tdur`, the thread's CPU time): the same sum taken
 * from it tells the page's work apart from the host's waits. Lighthouse has no such figure, hence
 * this.
 */

import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Past this, a task blocks input (TBT's definition). */
const BLOCKING_FROM_MS = 50;

/**
 * @param {any[]} traceEvents the trace of one Lighthouse run (`artifacts.Trace.traceEvents`)
 * @param {number} cpuSlowdown the run's CPU slowdown, applied to the observed tasks as its
 *   simulation does
 * @returns {{ blockingMs: number, longestTaskMs: number }} from the running time of every task of
 *   the page's main thread from its first contentful paint to the trace's end, slowed down as
 *   Lighthouse simulates: their blocking time summed, and the longest
 */
export function runningTimeAfterFcp(traceEvents, cpuSlowdown) {
  const processed = TraceProcessor.processTrace({ traceEvents });
  const fcp = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  const simulatedMs = processed.mainThreadEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.ts >= (fcp ?? Infinity) &&
        Number.isFinite(event.tdur),
    )
    .map((task) => ((task.tdur ?? 0) / 1000) * cpuSlowdown);
  return {
    blockingMs: Math.round(
      simulatedMs.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0),
    ),
    longestTaskMs: Math.round(Math.max(0, ...simulatedMs)),
  };
}
