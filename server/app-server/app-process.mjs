// @ts-check
/**
 * What every app's server process does alike: reads its command line, answers `/health`, refuses
 * a request target that is not a path, serves the files of the build it serves now, hands every
 * other request to the app's own handler, and stops cleanly on SIGINT and SIGTERM.
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildLabel, servedBuildInfo } from './build-info.mjs';
import { answerDevReport, DEV_REPORT_PATH } from './dev-reports.mjs';
import { answerHealth, answerVersion } from './health.mjs';
import { listenOn } from './listen.mjs';
import { refuseConnect } from './refuse-connect.mjs';
import { requestTarget } from './request-target.cjs';
import { addSecurityHeaders } from './security-headers.mjs';
import { servedRoot } from './served-build.mjs';
import { serveFile } from './static-files.mjs';

/**
 * The app folder, port and build folder from `node <entry> <app folder> --port N [--build dist]`
 * (`npm run dev` serves its development builds, `--build dist-dev`; an absolute folder, another
 * build of the app).
 */
export function appArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, build: { type: 'string', default: 'dist' } },
  });
  const appDir = path.resolve(positionals[0] ?? '.');
  return {
    appDir,
    name: path.basename(appDir),
    dist: path.resolve(appDir, values.build),
    port: Number(values.port),
  };
}

/** A file of the build served now: a deploy switches builds at any moment. */
export const inBuild = (/** @type {string} */ dist, /** @type {string} */ file) => () =>
  path.join(servedRoot(dist), file);

/**
 * The secret the composition engine sends with fragment requests: required, never guessed, and
 * plain enough to stand in nginx's configuration unquoted.
 * @param {string} name the app, for the message
 */
export function fragmentSecret(name) {
  const secret = process.env.FRAGMENT_SECRET ?? '';
  if (/^[\w-]{16,}$/.test(secret)) return secret;
  console.error(
    `${name}: set FRAGMENT_SECRET to 16 or more letters, digits, '-' or '_': ` +
      'the secret the composition engine sends with its fragment requests.',
  );
  process.exit(1);
}

/**
 * @typedef {(url: URL, req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} Handler
 */

/**
 * Starts the server; exits with the reason when it cannot listen.
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.dist
 * @param {number} options.port
 * @param {Handler} options.answer what names no file of the build
 * @param {(pathname: string) => boolean} [options.ownPath] paths answered by `answer` even where
 *   the build has such a file
 * @param {boolean} [options.devReports] under `npm run dev`: prints what pages could not hydrate
 * @param {() => import('./build-info.mjs').BuildInfo | null} [options.build] the served build's
 *   identity
 * @param {boolean} [options.ownOrigin] browsers reach it on an origin of its own (a remote): it
 *   sends the site's security headers itself, as the engine does for pages
 */
export async function runAppServer({
  name,
  dist,
  port,
  answer,
  ownPath = () => false,
  devReports = false,
  build = servedBuildInfo(inBuild(dist, 'build-info.json')),
  ownOrigin = false,
}) {
  const server = http.createServer((req, res) => {
    const info = build();
    if (info) res.setHeader('X-Build', buildLabel(info));
    if (ownOrigin) addSecurityHeaders(req, res);
    const url = requestTarget(req.url);
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end('Bad request: the request target must be a path.');
      return;
    }
    if (url.pathname === '/health') return answerHealth(res, name, info);
    if (url.pathname === '/version') return answerVersion(res, info);
    if (devReports && url.pathname === DEV_REPORT_PATH) return answerDevReport(name, req, res);
    if (!ownPath(url.pathname) && serveFile(servedRoot(dist), url.pathname, req, res)) return;
    answer(url, req, res).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  refuseConnect(server, 405, ['Allow: GET, HEAD']);
  try {
    await listenOn(server, port, name);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
