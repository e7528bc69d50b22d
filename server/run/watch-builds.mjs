// @ts-check
/** Starts watch.mjs over the apps named, stopped with the session. */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const tethered = path.join(import.meta.dirname, 'tethered.mjs');

/**
 * @param {ReturnType<typeof import('./session.mjs').session>} session
 * @param {string[]} dirs the apps' folders
 * @returns {Promise<void>} once every app has built without an error (the servers need a build)
 */
export function watchBuilds(session, dirs) {
  const child = fork(path.join(import.meta.dirname, 'watch.mjs'), dirs, {
    // Ctrl-C reaches this process only, which stops it; and it stops when this process is gone,
    // however this process ends.
    detached: true,
    execArgv: ['--import', tethered],
    env: { ...process.env, SUPERVISOR_PID: String(process.pid) },
  });
  const stopped = () => {
    console.error(`The development builds stopped (${child.signalCode ?? child.exitCode}).`);
    void session.stop(1);
  };
  child.on('exit', stopped);
  session.onStop(async () => {
    child.off('exit', stopped);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  console.log(`Building ${dirs.map((dir) => path.basename(dir)).join(', ')} for development…`);
  return new Promise((resolve) => {
    child.on('message', (/** @type {{ built?: boolean }} */ message) => {
      if (message.built) resolve();
    });
  });
}
