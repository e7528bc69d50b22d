// @ts-check
/**
 * Serves one app's production build the way the deployment does: precompressed files, CORS for
 * the remotes' entries and manifests, `no-cache` for entry files and HTML, immutable caching for
 * hashed assets, and for the shell each route's prerendered page with a real 404 for every other path.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed chunk or asset names, such as `main.1a2b3c4d.js` or `logo.1a2b3c4d.svg`. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {object} options
 * @param {string} options.root the build folder
 * @param {boolean} [options.pages] the shell: answer /a/b and /a/b/ with a/b/index.html (the
 *   prerendered page), and every other path with a 404 status and the 404.html of its first folder
 *   (blog/404.html for /blog/x/) or else the site's; without prerendered pages (a bare build),
 *   with the app's page, app.html
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.override]
 *   handles a request before the files do; returns true when it answered
 */
export function createStaticServer({ root, pages = false, override }) {
  const serve = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Documents are downloads: browsers ignore the download attribute across origins.
      if (pathname.endsWith('.pdf')) res.setHeader('Content-Disposition', 'attachment');
    },
  });
  return http.createServer((req, res) => {
    if (override?.(req, res)) return;
    serve(req, res, () =>
      pages ? sendFallbackPage(root, req.url ?? '/', res) : sendNotFound(res),
    );
  });
}

/** @param {http.ServerResponse} res */
function sendNotFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not found');
}

/**
 * The Not Found page for a path: its area's, the site's, or the app's page when nothing is
 * prerendered. Looked up on every request, as pages are regenerated while the server runs.
 * @param {string} root
 * @param {string} url
 */
function fallbackPageFor(root, url) {
  const area = /^\/([\w-]+)\//.exec(new URL(url, 'http://localhost').pathname)?.[1];
  const candidates = [
    ...(area ? [path.join(root, area, '404.html')] : []),
    path.join(root, '404.html'),
  ];
  const notFound = candidates.find((file) => fs.existsSync(file));
  return notFound
    ? { file: notFound, status: 404 }
    : { file: path.join(root, 'app.html'), status: 200 };
}

/**
 * @param {string} root
 * @param {string} url
 * @param {http.ServerResponse} res
 */
function sendFallbackPage(root, url, res) {
  const { file, status } = fallbackPageFor(root, url);
  if (!fs.existsSync(file)) return sendNotFound(res);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  fs.createReadStream(file).pipe(res);
}

/**
 * Listens on exactly `port`, never another one: a port in use is a clear error.
 * @param {http.Server} server
 * @param {number} port
 * @param {string} label
 * @returns {Promise<void>}
 */
export function listenOn(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} (${label}) is already in use. Stop whatever uses it and try again.`,
            )
          : error,
      );
    });
    server.listen(port, () => resolve());
  });
}
