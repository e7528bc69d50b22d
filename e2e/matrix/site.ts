import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { Combination } from './combinations';

const root = path.resolve(__dirname, '../..');
/** Every app server's port, before the offset. */
const appPorts = (
  JSON.parse(fs.readFileSync(path.join(root, 'server/registry.json'), 'utf8')) as {
    apps: Array<{ port: number }>;
  }
).apps.map((app) => app.port);

/**
 * Asks for a page until the cache front composed it anew (its Server-Timing says so) rather than
 * answering from its store, for at most 5 s.
 */
async function untilComposedAnew(url: string) {
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    const timing = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.headers.get('server-timing') ?? '',
      () => 'cache;desc="HIT"',
    );
    if (!/cache;desc="(HIT|STALE|UPDATING)"/.test(timing)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Site {
  baseURL: string;
  /** What the site's servers wrote on stderr since it started. */
  log: () => string;
}

/** Whether an address answers 2xx. */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The site of one combination, served as `npm start` serves it (server/run/serve.mjs) with
 * APP_BUILDS pointing the apps off today's commit at their other build: one per worker, on ports
 * of the worker's own (PORT_OFFSET + 100 × (worker + 1)), started once for every test of the
 * combination.
 */
export const test = base.extend<object, { combination: Combination; site: Site }>({
  combination: [
    { name: 'today', builds: {} },
    { scope: 'worker', option: true },
  ],
  site: [
    async ({ combination }, provide, workerInfo) => {
      const offset = Number(process.env.PORT_OFFSET ?? 0) + 100 * (workerInfo.parallelIndex + 1);
      const baseURL = `http://localhost:${3000 + offset}`;
      const serve = spawn(process.execPath, ['server/run/serve.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          PORT_OFFSET: String(offset),
          APP_BUILDS: JSON.stringify(combination.builds),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      });
      let log = '';
      serve.stderr!.setEncoding('utf8').on('data', (text: string) => (log += text));
      const exited = new Promise((resolve) => serve.once('exit', resolve));
      let running = true;
      void exited.then(() => (running = false));
      try {
        const health = appPorts.map((port) => `http://127.0.0.1:${port + offset}/health`);
        for (let i = 0; running && i < 300; i += 1) {
          if ((await Promise.all([`${baseURL}/`, ...health].map(answers))).every(Boolean)) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        if (!running || !(await answers(`${baseURL}/`)))
          throw new Error(`The site of "${combination.name}" did not start:\n${log}`);
        // A page composed while a server was still starting holds its widget's notice, and the
        // cache front keeps it up to two seconds (one, counted in whole seconds): the suite meets
        // pages each composed anew by servers all running.
        for (const page of ['/', '/aboutUs/', '/blog/', '/ourteam/', '/career/'])
          await untilComposedAnew(`${baseURL}${page}`);
        await provide({ baseURL, log: () => log });
      } finally {
        if (running) process.kill(-serve.pid!, 'SIGTERM');
        await exited;
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect } from '@playwright/test';
