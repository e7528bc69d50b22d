// @ts-check
/**
 * The composition engine run locally as the deployment runs it: Debian's (or any) nginx with
 * server/compose/nginx/site.conf.template, its placeholders filled with the local addresses. Its /health
 * is nginx's own answer, so a hung shell does not get nginx restarted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverVariable } from '../registry.mjs';
import { pageRate } from './page-rate.mjs';

const deployNginx = path.join(import.meta.dirname, 'nginx');

const tether = path.join(import.meta.dirname, '../run/tether.mjs');

const NGINX = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/opt/homebrew/bin/nginx',
];

/** The nginx installed here, or undefined. */
export const findNginx = () => NGINX.find((candidate) => fs.existsSync(candidate));

const PLACEHOLDER = /\$\{(\w+)\}/g;

/**
 * The template with its placeholders filled; a line with a placeholder of several values (an
 * upstream's `server` line, one value per replica) is written once for each.
 * @param {string} template @param {Record<string, string | string[]>} values
 */
export const fillTemplate = (template, values) =>
  template
    .split('\n')
    .flatMap((line) => {
      const name = [...line.matchAll(PLACEHOLDER)]
        .map(([, found]) => found)
        .find((found) => Array.isArray(values[found]));
      const copies = name
        ? [values[name]].flat().map((value) => ({ ...values, [name]: value }))
        : [values];
      return copies.map((each) =>
        line.replace(PLACEHOLDER, (placeholder, key) => String(each[key] ?? placeholder)),
      );
    })
    .join('\n');

/** The cache tier's store in a composition engine's folder. */
export const cacheDirIn = (/** @type {string} */ dir) => path.join(dir, 'cache');

/**
 * Where `npm start` links the cache of the site it serves at this port, for a deploy to find and
 * purge (server/deploy/purge-cache.mjs).
 * @param {number} port
 */
export const siteCacheLink = (port) => path.join(os.tmpdir(), `omega-site-cache-${port}`);

/** @param {string} link @returns {string | undefined} the cache a link names, if it is there */
export function linkedCache(link) {
  try {
    return fs.readlinkSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Writes the nginx.conf of an nginx run in the foreground from `dir` (its pid, logs and temporary
 * files there, one worker), with `http` holding the given configuration.
 * @param {string} dir @param {string} http
 * @returns {string} the file written
 */
export function writeNginxConf(dir, http) {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log error; worker_processes 1;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${http}
}
`,
  );
  return conf;
}

/**
 * @param {import('./engine.mjs').EngineOptions} options
 * @returns {import('../run/supervise.mjs').Server} nginx, tethered to the supervisor
 */
export function nginxServer({ dir, listen, shell, remotes, fragmentSecret, cache = true }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('ENGINE=nginx, but nginx is not installed.');
  const rate = pageRate();
  // Each start begins empty: the builds may have changed since the last one.
  fs.rmSync(cacheDirIn(dir), { recursive: true, force: true });
  // nginx makes each store's folder, but not the one they share.
  fs.mkdirSync(cacheDirIn(dir));
  const values = {
    NGINX_CACHE_DIR: cacheDirIn(dir),
    SITE_LISTEN: listen,
    // With the cache tier, the composition listens behind its front (cache-front.inc).
    COMPOSE_LISTEN: cache ? `unix:${dir}/compose.sock` : listen,
    NGINX_SNIPPETS: dir,
    [serverVariable('shell')]: shell,
    // BLOG_SERVER and so on: one per remote, as docker-compose.yml names them.
    ...Object.fromEntries(
      Object.entries(remotes).map(([name, address]) => [serverVariable(name), address]),
    ),
    FRAGMENT_SECRET: fragmentSecret,
    NGINX_LOG_DIR: path.join(dir, 'logs'),
    PAGE_RATE: rate.rate,
    PAGE_BURST: String(rate.burst),
    // No proxy in front locally: only the cache tier's front names the client.
    REAL_IP_FROM: 'unix:',
  };
  const fill = (/** @type {string} */ file) =>
    fillTemplate(fs.readFileSync(path.join(deployNginx, file), 'utf8'), values);
  fs.writeFileSync(path.join(dir, 'fragment-proxy.inc'), fill('fragment-proxy.inc.template'));
  fs.writeFileSync(path.join(dir, 'cache-zone.inc'), fill('cache-zone.inc.template'));
  // Without the cache tier (cache: false) nginx composes every request, as the embedded engine does.
  fs.writeFileSync(path.join(dir, 'cache.inc'), cache ? fill('cache.inc') : '');
  fs.writeFileSync(
    path.join(dir, 'cache-front.inc'),
    cache ? fill('cache-front.inc.template') : '',
  );
  fs.copyFileSync(
    path.join(deployNginx, 'security-headers.inc'),
    path.join(dir, 'security-headers.inc'),
  );
  const conf = writeNginxConf(dir, fill('site.conf.template'));
  return {
    name: 'nginx',
    command: process.execPath,
    args: [tether, nginx, '-p', dir, '-c', conf],
    health: { port: Number(listen.split(':').pop()), path: '/health' },
  };
}
