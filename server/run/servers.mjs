// @ts-check
/** What `npm start` runs, each as a server process of its own: every app's server, and the services. */
import path from 'node:path';
import { apps, remotes, services } from '../registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const tethered = path.join(import.meta.dirname, 'tethered.mjs');

/** @param {{ port: number }} server */
export const serverOf = (server) => `http://127.0.0.1:${server.port}`;

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
 * @param {string} runtimeConfigFile the shell's runtime config
 * @param {string} fragmentSecret what the composition engine sends with fragment requests
 * @param {{ build: string, dev: boolean }} served each app's build folder, and whether it is
 *   `npm run dev`'s (whose pages report what they could not hydrate)
 */
export const appServers = (runtimeConfigFile, fragmentSecret, { build, dev }) =>
  apps.map((app) => {
    const shell = app.name === 'shell';
    return nodeServer(
      app.name,
      `server/app-server/${shell ? 'shell' : 'remote'}-server.mjs`,
      [path.join(root, app.dir), '--build', build, '--port', String(app.port)],
      {
        ...(dev ? { DEV_REPORTS: '1' } : {}),
        PUBLIC_URL: shell ? '/' : `http://localhost:${app.port}/`,
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
        FRAGMENT_SECRET: fragmentSecret,
        REMOTE_SERVERS: JSON.stringify(
          Object.fromEntries(remotes.map((r) => [r.name, serverOf(r)])),
        ),
      },
      { port: app.port, path: '/health' },
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
