// @ts-check
/**
 * The embedded composition engine: what nginx does for the site (site.conf.template), in Node,
 * for machines without nginx. `npm start` runs it only there; every deployment composes with
 * nginx. A differential test (e2e/tests/engine-differential.spec.ts) holds the two equal.
 *
 *   node server/compose/embedded.mjs --listen 127.0.0.1:3000 --shell 127.0.0.1:3007 \
 *     [--shell 127.0.0.1:3017 …] --remotes '{"blog":["127.0.0.1:3001","127.0.0.1:3011"],…}'
 *     (FRAGMENT_SECRET in the environment)
 *
 * Each request goes to the shell's server as it came; an HTML answer has its includes composed
 * (ssi.mjs), each fetched from its remote's server within nginx's bounds, then the security
 * headers, and gzip where the client takes it. Anything else passes through unchanged. The
 * engine answers /health itself, /_fragments/{remote}/ from outside with nothing, and a client past
 * its rate of pages (page-rate.mjs) with a 429, as nginx.
 * Each app's replicas are balanced as nginx's upstreams are (upstream.mjs).
 */
import { traceOutgoingRequests, traced } from '../telemetry/tracing.mjs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { Agent } from 'undici';
import { listenOn } from '../app-server/listen.mjs';
import { refuseConnect } from '../app-server/refuse-connect.mjs';
import { startMetrics } from '../app-server/app-process.mjs';
import { requestPath } from '../app-server/request-target.cjs';
import { addSecurityHeaders } from '../app-server/security-headers.mjs';
import { describeServer, fragmentFallbacks } from '../telemetry/metrics.mjs';
import { log, observeRequests } from '../telemetry/request-log.mjs';
import { nameRoute } from '../telemetry/route-names.mjs';
import { serverTiming } from '../telemetry/server-timing.mjs';
import { telemetryOn } from '../telemetry/switch.mjs';
import { clientRate } from './client-rate.mjs';
import { nginxValues as nginx } from './nginx-values.mjs';
import { pageRate } from './page-rate.mjs';
import { nginxUri } from './request-uri.mjs';
import { composeIncludes } from './ssi.mjs';
import { upstream } from './upstream.mjs';

// Its includes carry its trace on to the shell and the remotes.
traceOutgoingRequests();

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    shell: { type: 'string', multiple: true },
    remotes: { type: 'string' },
  },
});
const [host, port] = /^(.*):(\d+)$/.exec(values.listen ?? '')?.slice(1) ?? [];
/** @type {Record<string, string | string[]>} each remote's server, host:port, or its replicas */
const remoteServers = JSON.parse(values.remotes ?? '{}');
const secret = process.env.FRAGMENT_SECRET ?? '';
const withinRate = clientRate(pageRate());

// nginx's defaults for proxy_pass (60 s to connect, 60 s between reads), and the fragments' bounds.
const shellAgent = new Agent({
  connect: { timeout: 60_000 },
  headersTimeout: 60_000,
  bodyTimeout: 60_000,
});
const fragmentAgent = new Agent({
  connect: { timeout: nginx.connectTimeoutMs },
  headersTimeout: nginx.readTimeoutMs,
  bodyTimeout: nginx.readTimeoutMs,
});
const shell = upstream(values.shell ?? [], shellAgent, {
  failures: nginx.shellNextUpstreamStatuses,
  tries: nginx.shellNextUpstreamTries,
});
const remotes = new Map(
  Object.entries(remoteServers).map(([name, servers]) => [
    name,
    upstream([servers].flat(), fragmentAgent, {
      failures: nginx.nextUpstreamStatuses,
      tries: nginx.nextUpstreamTries,
    }),
  ]),
);

const NOTHING = Buffer.alloc(0);
/** Hop-by-hop headers, never passed on, either way. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const TRACE_CONTEXT = new Set(['traceparent', 'tracestate']);
/** What nginx's proxy drops from the shell's answer (it sends its own Date). */
const HIDDEN = /^(date|server|x-pad|x-accel-.*)$/;
/** What nginx's SSI drops from a page it composes: the composed page is another body. */
const NOT_OF_COMPOSED = new Set(['content-length', 'accept-ranges', 'last-modified', 'etag']);
/** nginx's gzip: its default types, the statuses it compresses. */
const GZIP_STATUSES = new Set([200, 403, 404]);
const gzip = promisify(zlib.gzip);

/**
 * An include's content, fetched from its remote's server as nginx's fragment location does, or
 * nothing: an unknown remote, a failure, a time-out, an error status or an empty answer, each
 * counted as the remote's fallback with its reason (as the nginx log reader counts them,
 * nginx-log.mjs). A failure or a time-out is logged in one line first, as nginx's error
 * log has it: which remote, which path, why. Its time goes to the page's Server-Timing.
 * @param {string} virtual such as /_fragments/blog/BlogRoutes?…
 * @param {{ name: string, ms: number, description: string }[]} timings the page's
 */
async function fetchFragment(virtual, timings) {
  const [, remote = '', rest = ''] = /^\/_fragments\/([^/?]+)\/(.*)$/.exec(virtual) ?? [];
  const servers = remotes.get(remote);
  if (!servers) return NOTHING;
  const start = performance.now();
  const path = `/_fragments/${rest.split('?', 1)[0]}`;
  /** @param {string} reason @param {Buffer} content */
  const done = (reason, content) => {
    const ms = performance.now() - start;
    // The module and part, never the page's address or props the include carries.
    const part = /[?&]part=(\w+)/.exec(rest)?.[1] ?? 'body';
    // As nginx's are counted: the body's, which the visitor sees as the notice.
    if (reason !== 'ok' && part === 'body') fragmentFallbacks.inc({ remote, reason });
    timings.push({ name: remote, ms, description: `${path.slice(12)} ${part} ${reason}` });
    return content;
  };
  try {
    const { statusCode, body } = await servers(
      {
        path: `/_fragments/${rest}`,
        method: 'GET',
        headers: { [nginx.fragmentSecretHeader]: secret },
      },
      { again: true },
    );
    const content = Buffer.from(await body.arrayBuffer());
    if (nginx.noFragmentStatuses.has(statusCode)) return done('status', NOTHING);
    return done(content.length === 0 ? 'empty' : 'ok', content);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    const message = error instanceof Error ? error.message : String(error);
    const addresses = [remoteServers[remote]].flat().join(', ');
    log.error(
      { remote, path, code },
      `composition engine: fragment of ${remote} (${addresses}${path}) failed, the notice stays: ${code} ${message}`,
    );
    return done(/TIMEOUT/.test(code) ? 'timeout' : 'unavailable', NOTHING);
  }
}

/**
 * The visitor's headers for the shell, as nginx's proxy sends them: its own Host, and the
 * Accept-Encoding only for paths of files (a page is composed from uncompressed HTML).
 * @param {http.IncomingMessage} req @param {string} uri nginx's $uri
 */
function shellRequestHeaders(req, uri) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (
      value !== undefined &&
      !HOP.has(name) &&
      !['host', 'expect', 'accept-encoding'].includes(name) &&
      // Traced, the engine sends its own span's trace context (the visitor's is its parent).
      !(telemetryOn && TRACE_CONTEXT.has(name))
    )
      headers[name] = value;
  }
  const acceptEncoding = req.headers['accept-encoding'];
  if (acceptEncoding && nginx.filePath.test(uri)) headers['accept-encoding'] = acceptEncoding;
  return headers;
}

/**
 * Whether nginx's gzip (on, its defaults) compresses this answer: HTML with a 200, 403 or 404,
 * not already encoded, to an HTTP/1.1 client that takes gzip and no proxy (Via) in between.
 * @param {http.IncomingMessage} req @param {number} status @param {string | undefined} encoding
 */
function gzipped(req, status, encoding) {
  if (!GZIP_STATUSES.has(status) || encoding) return false;
  if (req.httpVersion === '1.0' || req.headers.via) return false;
  const gzipAccepted = /(?:^|[\s,])gzip\s*(?:;\s*q\s*=\s*([\d.]+))?\s*(?:,|$)/i.exec(
    req.headers['accept-encoding'] ?? '',
  );
  return gzipAccepted !== null && Number(gzipAccepted[1] ?? 1) > 0;
}

/**
 * An answer of the engine's own, as nginx's (its error pages carry no security headers).
 * @param {http.ServerResponse} res @param {number} status @param {string} type @param {string} body
 */
function own(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
async function handle(req, res) {
  const url = req.url ?? '';
  const path = requestPath(url);
  const uri = path === null ? null : nginxUri(path);
  if (!uri) return own(res, 400, 'text/plain', 'Bad request: the request target must be a path.\n');
  if (req.method === 'TRACE') return own(res, 405, 'text/plain', 'Method not allowed.\n');
  if (uri === '/health') {
    nameRoute(res, 'health');
    return own(res, 200, nginx.health.type, nginx.health.body);
  }
  if ([...remotes.keys()].some((remote) => uri.startsWith(`/_fragments/${remote}/`))) {
    res.writeHead(nginx.noFragmentStatus);
    return void res.end();
  }
  if (!nginx.filePath.test(uri) && !withinRate(req.socket.remoteAddress ?? '')) {
    nameRoute(res, 'page');
    addSecurityHeaders(req, res);
    res.setHeader('Retry-After', nginx.tooMany.retryAfter);
    return own(res, nginx.tooMany.status, nginx.tooMany.type, nginx.tooMany.body);
  }
  nameRoute(res, 'file');

  const abort = new AbortController();
  res.on('close', () => res.writableFinished || abort.abort());
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  let answer;
  try {
    answer = await shell(
      {
        path: url,
        method: req.method ?? 'GET',
        headers: shellRequestHeaders(req, uri),
        body: withBody ? req : null,
        signal: abort.signal,
      },
      // A body read once cannot be sent again.
      { again: !withBody },
    );
  } catch (error) {
    const timedOut =
      error instanceof Error && 'code' in error && /TIMEOUT/.test(String(error.code));
    return own(
      res,
      timedOut ? 504 : 502,
      'text/plain',
      timedOut ? 'Gateway time-out.\n' : 'Bad gateway.\n',
    );
  }
  const { statusCode, headers, body } = answer;
  const type = String(headers['content-type'] ?? '');
  const composed = /^text\/html\s*(;|$)/i.test(type) && headers['content-length'] !== '0';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP.has(name) || HIDDEN.test(name)) continue;
    if (composed && NOT_OF_COMPOSED.has(name)) continue;
    res.setHeader(name, value);
  }
  addSecurityHeaders(req, res);
  if (!composed) {
    res.writeHead(statusCode);
    return pipeline(body, res);
  }
  nameRoute(res, 'page');

  if (req.method === 'HEAD') {
    res.writeHead(statusCode);
    return void res.end();
  }
  /** @type {{ name: string, ms: number, description: string }[]} */
  const timings = [];
  let page = await composeIncludes(Buffer.from(await body.arrayBuffer()), (virtual) =>
    fetchFragment(virtual, timings),
  );
  // After the shell's own entries (its render, the route's remote): each include's.
  if (timings.length > 0) res.appendHeader('Server-Timing', serverTiming(timings));
  if (gzipped(req, statusCode, headers['content-encoding']?.toString())) {
    page = await gzip(page);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.writeHead(statusCode, { 'Content-Length': page.length });
  res.end(page);
}

const server = http.createServer(
  traced((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      // The shell's answer broke off (or the visitor left): nothing whole to send.
      if (!(error instanceof Error && error.name === 'AbortError'))
        log.error({ err: error }, 'composing a page failed');
      if (!res.headersSent) own(res, 502, 'text/plain', 'Bad gateway.\n');
      else res.destroy();
    });
  }),
);
// nginx answers CONNECT with a 400.
refuseConnect(server, 400);
describeServer('engine');
log.setBindings({ app: 'engine' });
observeRequests(server);
try {
  await listenOn(server, Number(port), 'composition engine', host);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await startMetrics(Number(port));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
