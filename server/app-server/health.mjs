// @ts-check
/**
 * `GET /health` of an app's server: for the supervisor's hang detection, the compose and
 * Kubernetes probes, and tests that must see whether a process was replaced (its pid). Started
 * with `--expose-gc`, it collects garbage first, so tests can read a settled heap.
 */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} app
 */
export function answerHealth(res, app) {
  globalThis.gc?.();
  // external: what JS objects hold outside the heap (buffers, external strings); rss: what the
  // process holds from the system, freed memory included that the allocators keep for reuse.
  const { heapUsed, external, rss } = process.memoryUsage();
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ status: 'ok', app, pid: process.pid, heapUsed, external, rss }));
}
