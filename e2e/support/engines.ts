import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Composition engines started for a test, each exactly as `npm start` would start it: the process
 * description comes from server/compose/engine.mjs, run here as its own process group.
 */
const root = path.resolve(__dirname, '../..');

export type Engine = 'nginx' | 'embedded';

interface EngineOptions {
  listen: string;
  /** The shell's server, host:port, or each of its replicas. */
  shell: string | string[];
  remotes: Record<string, string>;
  fragmentSecret: string;
  /** nginx's cache tier (on unless false); the embedded engine has none. */
  cache?: boolean;
}

export interface RunningEngine {
  engine: Engine;
  port: number;
  /** Its folder: configuration, logs, nginx's cache (cache/). */
  dir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** What the app registry lists: each app's name, local port (PORT_OFFSET applied) and exposes. */
export function registryApps(): Array<{ name: string; port: number; exposes: string[] }> {
  const registry = JSON.parse(fs.readFileSync(path.join(root, 'server/registry.json'), 'utf8')) as {
    apps: Array<{ name: string; port: number; exposes: string[] }>;
  };
  const offset = Number(process.env.PORT_OFFSET ?? 0);
  return registry.apps.map(({ name, port, exposes }) => ({ name, port: port + offset, exposes }));
}

export const nginxInstalled = () =>
  spawnSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { findNginx } from ${JSON.stringify(path.join(root, 'server/compose/nginx.mjs'))};
       process.exit(findNginx() ? 0 : 1);`,
  ]).status === 0;

/** Starts one engine and resolves once its /health answers. */
export async function startEngine(engine: Engine, options: EngineOptions): Promise<RunningEngine> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `omega-${engine}-`));
  fs.chmodSync(dir, 0o755);
  const described = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { engineServer } from ${JSON.stringify(path.join(root, 'server/compose/engine.mjs'))};
       console.log(JSON.stringify(engineServer(${JSON.stringify({ ...options, dir })}, '${engine}')));`,
    ],
    { encoding: 'utf8' },
  );
  if (described.status !== 0) throw new Error(described.stderr);
  const server = JSON.parse(described.stdout) as {
    command: string;
    args: string[];
    env?: Record<string, string>;
    health: { port: number; path: string };
  };
  const child = spawn(server.command, server.args, {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...server.env, SUPERVISOR_PID: String(process.pid) },
  });
  const healthUrl = `http://127.0.0.1:${server.health.port}${server.health.path}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${engine} exited (${child.exitCode})`);
    if (
      await fetch(healthUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error(`${engine} did not answer ${healthUrl}`);
    await delay(100);
  }
  return {
    engine,
    port: server.health.port,
    dir,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
