// @ts-check
/** Starts the built site as `npm start` serves it (server/run/serve.mjs), for build steps and the bench. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { site } from '../registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @param {Record<string, string>} [env] added to the servers' environment
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>} stop resolves once every
 *   server has stopped (its ports are free)
 */
export async function startLocalSite(env = {}) {
  const baseUrl = `http://localhost:${site.port}`;
  const servers = spawn('node', ['server/run/serve.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let running = true;
  const exited = new Promise((resolve) => servers.on('exit', resolve));
  const stop = async () => {
    if (running && servers.pid) process.kill(-servers.pid, 'SIGTERM');
    running = false;
    await exited;
  };
  const stopWithCaller = () => void stop();
  process.on('exit', stopWithCaller);
  servers.on('exit', () => {
    running = false;
    // A caller that starts sites one after another (the load bench) keeps no listener of each.
    process.off('exit', stopWithCaller);
  });
  for (let attempt = 0; attempt < 150 && running; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  stop();
  throw new Error(`The local site did not start at ${baseUrl}`);
}
