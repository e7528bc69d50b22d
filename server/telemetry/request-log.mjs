// @ts-check
/**
 * The server's log (pino): JSON, one line per request answered (time, level, app, build,
 * method, route, status, duration in ms, trace id) and one per error. A route is a name from a
 * fixed list (route-names.mjs), never the request's path or query: a search can be health
 * information.
 */
import { pino } from 'pino';
import { requestDuration } from './metrics.mjs';
import { routeOf } from './route-names.mjs';
import { telemetryOn } from './switch.mjs';
import { traceIdOf } from './tracing.mjs';

export const log = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Lines are gathered and written 8 KB at a time, and at least every half second: a write a
  // line took 7 % of a remote server's time under load. pino writes what is left as the process
  // exits.
  pino.destination({ sync: false, minLength: 8192 }),
);
setInterval(() => log.flush(), 500).unref();

/**
 * Logs and measures every request the server answers, from its first byte in to its last out.
 * @param {import('node:http').Server} server
 */
export function observeRequests(server) {
  if (!telemetryOn) return;
  server.prependListener('request', (req, res) => {
    const start = performance.now();
    res.once('close', () => {
      const ms = performance.now() - start;
      const route = routeOf(res);
      // A response that never finished was cut off (the client left, or the server broke it).
      const status = res.writableFinished ? res.statusCode : 499;
      requestDuration.observe({ route, status: String(status) }, ms / 1000);
      // Probes come every few seconds: counted, but not worth a line each.
      log[route === 'health' ? 'debug' : 'info']({
        // The build that answered, as the answer named it (an app server's X-Build).
        build: res.getHeader('X-Build'),
        method: req.method,
        route,
        status,
        duration: Math.round(ms * 10) / 10,
        traceId: traceIdOf(res),
      });
    });
  });
}
