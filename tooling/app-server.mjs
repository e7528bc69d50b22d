// @ts-check
/**
 * One app's server process: its build's files, and its own server-side rendering from the
 * build's server bundle (dist/server/render.js), which it loads again whenever a deploy replaces
 * it. A remote answers its fragments (/_fragments/…); the shell renders its pages.
 *
 *   node tooling/app-server.mjs <app folder> --port 3001 [--shell]
 *
 * Environment: PUBLIC_URL (where browsers fetch this app's files), and for the shell
 * RUNTIME_CONFIG_FILE (the remote list, default dist/runtime-config.json) and REMOTE_SERVERS
 * (JSON: where the shell's server reaches each remote's, such as {"blog":"http://localhost:3001"}).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadBundle } from './server/bundle.mjs';
import { createFragmentHandler } from './server/fragments.mjs';
import {
  checkRuntimeConfigAtStart,
  createPageHandler,
  runtimeConfigLoader,
} from './server/pages.mjs';
import { reloading } from './server/reloading.mjs';
import { servedRoot } from './server/served-build.mjs';
import { serveFile } from './server/static-files.mjs';
import { listenOn } from './server/listen.mjs';
import { requestTarget } from './server/request-target.mjs';
import { answerHealth } from './server/health.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, shell: { type: 'boolean', default: false } },
});
const appDir = path.resolve(positionals[0] ?? '.');
const dist = path.join(appDir, 'dist');
const port = Number(values.port);
/** A file of the build served now: a deploy switches builds at any moment. */
const inBuild = (/** @type {string} */ file) => () => path.join(servedRoot(dist), file);

/** @param {string} file */
const fresh = (file) => {
  const bundle = loadBundle(file);
  // A half-written bundle can load without an error yet export nothing (an empty file does).
  const entry = values.shell ? 'respond' : 'renderFragment';
  if (typeof bundle[entry] !== 'function') throw new Error(`${file} exports no ${entry}().`);
  return bundle;
};
const renderer = reloading(inBuild('server/render.js'), fresh);
const readText = (/** @type {string} */ file) => fs.readFileSync(file, 'utf8');
const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE ?? path.join(dist, 'runtime-config.json');
const loadRuntimeConfig = runtimeConfigLoader(renderer);

const answer = values.shell
  ? createPageHandler({
      renderer,
      template: reloading(inBuild('app.html'), readText),
      runtimeConfig: reloading(runtimeConfigFile, loadRuntimeConfig),
      remoteServers: JSON.parse(process.env.REMOTE_SERVERS ?? '{}'),
      fragmentSecret: fragmentSecret(),
    })
  : notFoundUnlessFragment(
      createFragmentHandler({
        renderer,
        manifest: reloading(inBuild('mf-manifest.json'), (file) => JSON.parse(readText(file))),
        publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}/`,
        secret: fragmentSecret(),
      }),
    );

/**
 * The secret the composition engine sends with fragment requests: required, never guessed, and
 * plain enough to stand in nginx's configuration unquoted.
 */
function fragmentSecret() {
  const secret = process.env.FRAGMENT_SECRET ?? '';
  if (/^[\w-]{16,}$/.test(secret)) return secret;
  console.error(
    `${path.basename(appDir)}: set FRAGMENT_SECRET to 16 or more letters, digits, '-' or '_': ` +
      'the secret the composition engine sends with its fragment requests.',
  );
  process.exit(1);
}

/** @param {ReturnType<typeof createFragmentHandler>} handleFragment */
function notFoundUnlessFragment(handleFragment) {
  return async (
    /** @type {URL} */ url,
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
  ) => {
    if (await handleFragment(url, req, res)) return;
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  };
}

const server = http.createServer((req, res) => {
  const url = requestTarget(req.url);
  if (!url) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('Bad request: the request target must be a path.');
    return;
  }
  if (url.pathname === '/health') return answerHealth(res, path.basename(appDir));
  // The shell's runtime config is answered from its own file, never from a stale build copy.
  const config = values.shell && url.pathname === '/runtime-config.json';
  if (!config && serveFile(servedRoot(dist), url.pathname, req, res)) return;
  answer(url, req, res).catch((/** @type {unknown} */ error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

try {
  if (values.shell) checkRuntimeConfigAtStart(runtimeConfigFile, loadRuntimeConfig);
  await listenOn(server, port, path.basename(appDir));
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
