// @ts-check
/** What `npm start` runs, each as a server process of its own: every app's server, and the services. */
import path from 'node:path';
import { apps, localReviewsProviderUrl, remotes, replicaPorts, services } from '../registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const tethered = path.join(import.meta.dirname, 'tethered.mjs');

/**
 * A Node server that stops when its supervisor is gone.
 * @param {string} name @param {string} script @param {string[]} args
 * @param {Record<string, string>} env @param {{ port: number, path: string }} health
 * @returns {import('./supervise.mjs').Server}
 */
export const nodeServer = (name, script, args, env, health) => ({
  name,
  command: process.execPath,
  args: ['--import', tethered, path.join(root, script), ...args],
  env,
  health,
});

/**
 * The build folder an app's servers serve: `build` (dist, dist-dev) in its package folder, or the
 * folder APP_BUILDS names for it, a JSON object of app names and absolute folders (the skew
 * matrix serves one app's previous release beside the others' current builds this way).
 * @param {{ name: string, dir: string }} app @param {string} build
 * @returns {string}
 */
export function buildFolder(app, build) {
  /** @type {Record<string, string>} */
  let chosen = {};
  try {
    chosen = JSON.parse(process.env.APP_BUILDS || '{}');
  } catch {
    throw new Error(`APP_BUILDS is not JSON: ${process.env.APP_BUILDS}`);
  }
  const unknown = Object.keys(chosen).filter((name) => !apps.some((a) => a.name === name));
  if (unknown.length > 0)
    throw new Error(`APP_BUILDS names no app of the registry: ${unknown.join(', ')}`);
  return path.resolve(root, app.dir, chosen[app.name] ?? build);
}

/** The addresses (host:port) of an app's replicas. @param {{ port: number }} app @param {number} count */
export const replicaAddresses = (app, count) =>
  replicaPorts(app, count).map((port) => `127.0.0.1:${port}`);

/**
 * Every replica of every app's server, each a process of its own on its own port, supervised
 * alone; replica k of the blog is named blog#k+1 from the second one on.
 * @param {string} runtimeConfigFile the shell's runtime config
 * @param {string} fragmentSecret what the composition engine sends with fragment requests
 * @param {{ build: string, dev: boolean }} served each app's build folder, and whether it is
 *   `npm run dev`'s (whose pages report what they could not hydrate)
 * @param {number} [replicas] how many of each
 */
export const appServers = (runtimeConfigFile, fragmentSecret, { build, dev }, replicas = 1) =>
  apps.flatMap((app) => {
    const shell = app.name === 'shell';
    return replicaPorts(app, replicas).map((port, k) =>
      nodeServer(
        k === 0 ? app.name : `${app.name}#${k + 1}`,
        `server/app-server/${shell ? 'shell' : 'remote'}-server.mjs`,
        [path.join(root, app.dir), '--build', buildFolder(app, build), '--port', String(port)],
        {
          ...(dev ? { DEV_REPORTS: '1' } : {}),
          ...(app.name === 'reviews' ? { REVIEWS_PROVIDER_URL: localReviewsProviderUrl } : {}),
          // Every replica writes the same HTML: the remote's files at the origin browsers are given.
          PUBLIC_URL: shell ? '/' : `http://localhost:${app.port}/`,
          RUNTIME_CONFIG_FILE: runtimeConfigFile,
          FRAGMENT_SECRET: fragmentSecret,
          // The shell's server asks each remote's replicas in turn (shell/src/server/ask-remote.ts).
          REMOTE_SERVERS: JSON.stringify(
            Object.fromEntries(
              remotes.map((r) => [
                r.name,
                replicaAddresses(r, replicas).map((address) => `http://${address}`),
              ]),
            ),
          ),
        },
        { port, path: '/health' },
      ),
    );
  });

/** The upload function and the reviews-provider stub, from their builds. */
export const serviceServers = () =>
  Object.values(services).map((service) =>
    nodeServer(
      service.name,
      service.main,
      [],
      { PORT: String(service.port) },
      { port: service.port, path: service.health },
    ),
  );
