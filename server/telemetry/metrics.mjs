// @ts-check
/**
 * The Prometheus metrics of a Node server of the site (prom-client), served at /metrics on an
 * internal address of its own (`metricsPort` in registry.mjs: the server's port + 6100, on
 * loopback, or METRICS_HOST: the pod's address in a cluster), never through the site. Each
 * server fills the metrics that concern it; the labels are names from fixed lists (routes,
 * modules, remotes, reasons), never a path, a query or anything a visitor typed.
 */
import http from 'node:http';
import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';
import { listenOn } from '../app-server/listen.mjs';
import { telemetryOn } from './switch.mjs';

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered, by route (a kind of route, or the exposed module and part) and status',
  labelNames: ['route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

export const fragmentFallbacks = new Counter({
  name: 'fragment_fallbacks_total',
  help: "A remote's widget left as its notice, by remote and reason",
  labelNames: ['remote', 'reason'],
});

export const renderErrors = new Counter({
  name: 'render_errors_total',
  help: 'Renders that threw, by module (page for the shell)',
  labelNames: ['module'],
});

export const bundleReloads = new Counter({
  name: 'bundle_reloads_total',
  help: 'Server bundles loaded after a deploy (or a rebuild), by result',
  labelNames: ['result'],
});

export const cacheAnswers = new Counter({
  name: 'cache_answers_total',
  help: "nginx's cache tier: its $upstream_cache_status (HIT, MISS, STALE, …) for pages and fragments",
  labelNames: ['tier', 'status'],
});

export const browserRemoteFailures = new Counter({
  name: 'browser_remote_failures_total',
  help: "A remote that failed to load in a visitor's browser, by remote and the phase that failed",
  labelNames: ['remote', 'phase'],
});

/**
 * Names the server's metrics with its app; with `build`, a build_info series for the build it
 * serves, read at each scrape: a deploy's new build replaces the old one's series.
 * @param {string} app
 * @param {() => import('./build-identity.mjs').BuildIdentity} [build]
 */
export function describeServer(app, build) {
  register.setDefaultLabels({ app });
  collectDefaultMetrics();
  if (!build) return;
  new Gauge({
    name: 'build_info',
    help: 'The build served now: 1 for its name, version and commit',
    labelNames: ['name', 'version', 'commit'],
    collect() {
      this.reset();
      this.set(build(), 1);
    },
  });
}

/**
 * Serves /metrics (and /health, for a probe) at the internal address; anything else there is a
 * 404.
 * @param {number} port
 * @param {string} [host] loopback unless METRICS_HOST says otherwise
 */
export async function serveMetrics(port, host = process.env.METRICS_HOST ?? '127.0.0.1') {
  if (!telemetryOn) return;
  const server = http.createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  // Closed with the process: it must not keep a stopping server alive.
  server.unref();
  await listenOn(server, port, 'metrics', host);
}
