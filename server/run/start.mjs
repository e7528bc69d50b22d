// @ts-check
/**
 * `npm start`: the production build, then the site served from it (serve.mjs), in this one
 * process, which npm starts through `exec` so that it is npm's own child: if npm is killed, this
 * process notices (run/parent.mjs) and stops the build or every server.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { whenParentGone } from './parent.mjs';

// The build leads a process group of its own, so that all of it can be stopped.
const build = spawn('npm', ['run', 'build'], { stdio: 'inherit', detached: true });
const stopBuild = () => {
  if (build.pid && build.exitCode === null) process.kill(-build.pid, 'SIGTERM');
  process.exit(1);
};
const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
for (const signal of signals) process.on(signal, stopBuild);
const unwatch = whenParentGone(process.ppid, stopBuild);

const [code] = await once(build, 'exit');
if (code !== 0) process.exit(1);
// From here on serve.mjs stops what it started.
unwatch();
for (const signal of signals) process.off(signal, stopBuild);
await import('./serve.mjs');
