// @ts-check
/**
 * Serves an app's build folder the way the deployment does: the precompressed `.br` / `.gz` file
 * beside an asset when the browser takes it, `no-cache` for entry files and manifests, immutable
 * caching for hashed names, CORS (remotes are fetched from the shell's origin). Files may be
 * replaced or removed by a deploy at any moment: a file that vanishes is a 404, never a crash.
 */
import fs from 'node:fs';
import path from 'node:path';
import mime from 'mime-types';
import send from 'send';

/**
 * What a build holds for its server alone: the server bundle and its chunks, the page template
 * (its placeholders are filled per request), the federation plugin's build record (browsers read
 * mf-manifest.json) and dot-files (the deploy ledger); and, where dist/ itself is served because
 * its `current` link cannot be resolved, the deploys' build folders. Tested against the path as
 * it resolves inside the root, so `//server/render.js` or `/%2fserver/…` name what they reach.
 */
const PRIVATE = /^\/((server|builds|current)\/|(app\.html|mf-stats\.json)(\.br|\.gz)?$)|\/\./;

/** Hashed chunk or asset names, such as `main.1a2b3c4d.js` or `logo.1a2b3c4d.svg`. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** @param {string} pathname */
export const cacheControlFor = (pathname) =>
  HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

const ENCODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/**
 * The file a URL path names inside `root`, or null (outside the root, a folder, or absent).
 * @param {string} root
 * @param {string} pathname
 */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  const inRoot = '/' + path.relative(root, file).split(path.sep).join('/');
  if (PRIVATE.test(inRoot)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Answers the request from `root` when it names a file there; returns false (having sent nothing)
 * when it does not, so the caller can answer otherwise.
 * @param {string} root absolute build folder
 * @param {string} pathname the request's path, as parsed by requestTarget()
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean}
 */
export function serveFile(root, pathname, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = fileFor(root, pathname);
  if (!file) return false;

  const accepted = String(req.headers['accept-encoding'] ?? '');
  const precompressed = ENCODINGS.find(
    ([name, suffix]) => accepted.includes(name) && fs.existsSync(file + suffix),
  );
  const encoding = precompressed?.[0];
  const variant = precompressed ? file + precompressed[1] : file;

  res.setHeader('Cache-Control', cacheControlFor(pathname));
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
  // Documents are downloads: browsers ignore the download attribute across origins.
  if (pathname.endsWith('.pdf')) res.setHeader('Content-Disposition', 'attachment');

  send(req, variant, { cacheControl: false, dotfiles: 'deny' })
    .on('headers', (response) => {
      if (!encoding) return;
      response.setHeader('Content-Encoding', encoding);
      response.setHeader(
        'Content-Type',
        mime.contentType(path.extname(file)) || 'application/octet-stream',
      );
    })
    .on('error', (/** @type {{ status?: number }} */ error) => {
      // Removed between the look-up and the read (a deploy): as if it had never been there.
      if (res.headersSent) res.destroy();
      else {
        // Removed after send described it (its length, type, validators): none of that holds, and
        // a stale Content-Length would leave the client waiting for a body that never comes.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.statusCode = error.status === 404 ? 404 : 500;
        res.setHeader('Cache-Control', 'no-cache');
        res.end();
      }
    })
    .pipe(res);
  return true;
}
