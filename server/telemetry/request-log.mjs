// @ts-check
/**
 * The server's log (pino): JSON, one line per request answered (time, level, app, build,
 * method, route, status, duration in ms, trace id) and one per error. A route is a name from a
 * fixed list (`nameRoute`), never the request's path or query: a search can be health
 * information.
 */
import { pino } from 'pino';
import { requestDuration } from './metrics.mjs';
import { telemetryOn } from './switch.mjs';
import { currentTraceId } from './tracing.mjs';

export const log = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** @type {WeakMap<import('node:http').ServerResponse, string>} */
const routes = new WeakMap();

/**
 * Names what a response answers, for its log line and metrics: `page`, `file`, `health`, or an
 * exposed module and part such as `LatestArticles body`.
 * @param {import('node:http').ServerResponse} res @param {string} route
 */
export const nameRoute = (res, route) => void routes.set(res, route);

/**
 * Logs and measures every request the server answers, from its first byte in to its last out.
 * @param {import('node:http').Server} server
 * @param {() => string} [build] the build served now, as the log names it (an app's server)
 */
export function observeRequests(server, build) {
  if (!telemetryOn) return;
  server.prependListener('request', (req, res) => {
    const start = performance.now();
    // Read now: the request's span is the active one only while its handler starts.
    const traceId = currentTraceId();
    res.once('close', () => {
      const ms = performance.now() - start;
      const route = routes.get(res) ?? 'other';
      // A response that never finished was cut off (the client left, or the server broke it).
      const status = res.writableFinished ? res.statusCode : 499;
      requestDuration.observe({ route, status: String(status) }, ms / 1000);
      // Probes come every few seconds: counted, but not worth a line each.
      log[route === 'health' ? 'debug' : 'info']({
        build: build?.(),
        method: req.method,
        route,
        status,
        duration: Math.round(ms * 10) / 10,
        traceId,
      });
    });
  });
}
