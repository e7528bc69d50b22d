// @ts-check
/**
 * `GET /health` of an app's server: for the supervisor's hang detection, the compose and
 * Kubernetes probes, and tests that must see whether a process was replaced (its pid) or which
 * build it serves. Started with `--expose-gc`, it collects garbage first, so tests can read a
 * settled heap. `GET /version`: the served build's identity alone (build-info.mjs).
 */

/** @typedef {import('./build-info.mjs').BuildInfo} BuildInfo */

const JSON_NO_STORE = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} app
 * @param {BuildInfo | null} build
 */
export function answerHealth(res, app, build) {
  globalThis.gc?.();
  // external: what JS objects hold outside the heap (buffers, external strings); rss: what the
  // process holds from the system, freed memory included that the allocators keep for reuse.
  const { heapUsed, external, rss } = process.memoryUsage();
  res.writeHead(200, JSON_NO_STORE);
  res.end(JSON.stringify({ status: 'ok', app, build, pid: process.pid, heapUsed, external, rss }));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {BuildInfo | null} build
 */
export function answerVersion(res, build) {
  res.writeHead(build ? 200 : 404, JSON_NO_STORE);
  res.end(JSON.stringify(build ?? { error: 'This build records no identity (build-info.json).' }));
}
