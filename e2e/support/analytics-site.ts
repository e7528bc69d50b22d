import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { RuntimeConfig } from '@practice/shared-types';
import { freePort } from './blog-deploys';
import { registryApps, startEngine } from './engines';

const root = path.resolve(__dirname, '../..');

/** The measurement id the analytics site is configured with. */
export const ANALYTICS_ID = 'G-E2ETRUST1';

export interface AnalyticsSite {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The site as a deployment with an analytics id configured serves it: a shell server of its own,
 * over the suite's runtime config plus `analyticsId`, and an embedded composition engine in front
 * of it and of the suite's remotes (which render the same whatever the shell's config).
 */
export async function startAnalyticsSite(baseURL: string): Promise<AnalyticsSite> {
  const config = (await (await fetch(`${baseURL}/runtime-config.json`)).json()) as RuntimeConfig;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-analytics-'));
  const configFile = path.join(dir, 'runtime-config.json');
  fs.writeFileSync(configFile, JSON.stringify({ ...config, analyticsId: ANALYTICS_ID }));
  const remotes = registryApps().filter((app) => app.name !== 'shell');
  const fragmentSecret = process.env.FRAGMENT_SECRET ?? '';

  const shellPort = await freePort();
  const shell = spawn(
    process.execPath,
    [
      path.join(root, 'server/app-server/shell-server.mjs'),
      path.join(root, 'shell'),
      '--port',
      String(shellPort),
    ],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PUBLIC_URL: '/',
        RUNTIME_CONFIG_FILE: configFile,
        FRAGMENT_SECRET: fragmentSecret,
        REMOTE_SERVERS: JSON.stringify(
          Object.fromEntries(remotes.map((app) => [app.name, `http://127.0.0.1:${app.port}`])),
        ),
      },
    },
  );
  const stopShell = () => {
    if (shell.exitCode === null) process.kill(-shell.pid!, 'SIGTERM');
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (shell.exitCode !== null) throw new Error(`The shell's server exited (${shell.exitCode})`);
      const up = await fetch(`http://127.0.0.1:${shellPort}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 150) throw new Error("The shell's server did not start");
      await delay(100);
    }
    const engine = await startEngine('embedded', {
      listen: `127.0.0.1:${await freePort()}`,
      shell: `127.0.0.1:${shellPort}`,
      remotes: Object.fromEntries(remotes.map((app) => [app.name, `127.0.0.1:${app.port}`])),
      fragmentSecret,
    });
    return {
      origin: `http://localhost:${engine.port}`,
      stop: async () => {
        await engine.stop();
        stopShell();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopShell();
    throw error;
  }
}
