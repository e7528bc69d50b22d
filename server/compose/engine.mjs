// @ts-check
/**
 * Which engine composes the pages under `npm start`: nginx where it is installed, with the
 * deployment's templates (nginx.mjs); the embedded engine (embedded.mjs) where it is not.
 * `ENGINE=nginx` or `ENGINE=embedded` chooses one (tests and CI).
 */
import path from 'node:path';
import { findNginx, nginxServer } from './nginx.mjs';

const tethered = path.join(import.meta.dirname, '../run/tethered.mjs');

/**
 * @typedef {object} EngineOptions
 * @property {string} dir a private folder for its configuration, logs and temporary files
 * @property {string} listen such as 127.0.0.1:3000
 * @property {string | string[]} shell the shell's server, host:port, or each of its replicas
 * @property {Record<string, string | string[]>} remotes each remote's server, or its replicas
 * @property {string} fragmentSecret sent with every fragment request
 * @property {boolean} [cache] nginx's cache tier (compose/nginx/cache.inc), on unless false; the
 *   embedded engine has none
 */

/** @typedef {'nginx' | 'embedded'} Engine */

/** @returns {Engine} */
export function chosenEngine() {
  const chosen = process.env.ENGINE;
  if (chosen === 'nginx' || chosen === 'embedded') return chosen;
  if (chosen) throw new Error(`ENGINE must be nginx or embedded, not ${chosen}.`);
  return findNginx() ? 'nginx' : 'embedded';
}

/**
 * @param {EngineOptions} options
 * @returns {import('../run/supervise.mjs').Server} the embedded engine, tethered to the supervisor
 */
function embeddedServer({ listen, shell, remotes, fragmentSecret }) {
  return {
    name: 'embedded engine',
    command: process.execPath,
    args: [
      '--import',
      tethered,
      path.join(import.meta.dirname, 'embedded.mjs'),
      '--listen',
      listen,
      ...[shell].flat().flatMap((address) => ['--shell', address]),
      '--remotes',
      JSON.stringify(remotes),
    ],
    env: { FRAGMENT_SECRET: fragmentSecret },
    health: { port: Number(listen.split(':').pop()), path: '/health' },
  };
}

/**
 * @param {EngineOptions} options
 * @param {Engine} [engine]
 * @returns {import('../run/supervise.mjs').Server}
 */
export const engineServer = (options, engine = chosenEngine()) =>
  engine === 'nginx' ? nginxServer(options) : embeddedServer(options);
