// @ts-check
/**
 * The shell's pages: every request that names no file of its build is answered by its server
 * bundle (`respond`), which renders the frame with the composition engine's includes of the
 * remotes' fragments, sitemap.xml and robots.txt. The page template (app.html) and the runtime
 * config are read as they are now, so a shell deploy or a new config needs no restart.
 */
import fs from 'node:fs';
import { buildMeta } from './build-info.mjs';
import { sharedCacheControl } from './cache-control.mjs';
import { ADDRESS_TOO_LONG_PAGE, MAX_PAGE_ADDRESS_BYTES, pageQuery } from './page-query.mjs';

/** @typedef {import('@practice/shared-types').ShellRenderer} ShellRenderer */

/**
 * Reads the runtime config for `reloading()`: parsed and checked by the shell's server bundle
 * (`parseRuntimeConfig`, the check the browser runs too). A config that does not parse or validate
 * throws, in one line that names the field, so the last good one keeps serving.
 * @param {() => ShellRenderer | null} renderer the shell's server bundle
 * @returns {(file: string) => import('@practice/shared-types').RuntimeConfig}
 */
export const runtimeConfigLoader = (renderer) => (file) => {
  const bundle = renderer();
  if (!bundle) throw new Error(`${file} cannot be checked: the server bundle is missing.`);
  return bundle.parseRuntimeConfig(fs.readFileSync(file, 'utf8'));
};

/**
 * At start: the shell's server does not run over a runtime config that is missing or invalid.
 * @param {string} file
 * @param {(file: string) => unknown} load
 */
export function checkRuntimeConfigAtStart(file, load) {
  try {
    load(file);
  } catch (error) {
    throw new Error(
      `The shell's server does not start with ${file}: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * @param {object} options
 * @param {() => ShellRenderer | null} options.renderer the shell's server bundle
 * @param {() => string | null} options.template app.html
 * @param {() => import('@practice/shared-types').RuntimeConfig | null} options.runtimeConfig the
 *   last good runtime config
 * @param {Record<string, string[]>} options.remoteServers where the shell's server reaches each
 *   remote's replicas
 * @param {string} options.fragmentSecret what the shell's server sends with its fragment requests
 * @param {() => import('./build-info.mjs').BuildInfo | null} options.build the served build's
 *   identity, which every page names in its head beside the remotes' (their fragments carry theirs)
 */
export function createPageHandler({
  renderer,
  template,
  runtimeConfig,
  remoteServers,
  fragmentSecret,
  build,
}) {
  /**
   * @param {URL} url the request's target, as parsed by requestTarget()
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async function handlePage(url, req, res) {
    const config = runtimeConfig();
    if (url.pathname === '/runtime-config.json' && config !== null) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    const search = pageQuery(url);
    if (Buffer.byteLength(url.pathname + search) > MAX_PAGE_ADDRESS_BYTES) {
      res.writeHead(414, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : ADDRESS_TOO_LONG_PAGE);
      return;
    }
    const module = renderer();
    const page = template();
    if (!module || page === null || config === null) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' });
      res.end('The site is being deployed. Please try again in a moment.');
      return;
    }
    try {
      const response = await module.respond({
        method: req.method ?? 'GET',
        path: url.pathname,
        search,
        template: page,
        config,
        remoteServers,
        fragmentSecret,
      });
      // A page names the apps it holds: shared caches may keep it, by its status.
      const headers = response.headers['Cache-Tag']
        ? { ...response.headers, 'Cache-Control': sharedCacheControl(response.status) }
        : response.headers;
      const body = /^text\/html/.test(String(headers['Content-Type'] ?? ''))
        ? response.body.replace('</head>', () => `${buildMeta(build())}</head>`)
        : response.body;
      res.writeHead(response.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(`Rendering ${url.pathname} failed:`, error);
      res.writeHead(500, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end('Something went wrong on our side. Please try again, or call us.');
    }
  };
}
