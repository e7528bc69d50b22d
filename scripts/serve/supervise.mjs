// @ts-check
/** Runs one server as a child process, waits until it answers, and starts it again if it dies. */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const RESTART_AFTER_MS = 1000;

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} name
 * @param {string} url where it answers once started
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<() => void>} stops it for good
 */
export async function supervise(name, url, command, args, env) {
  let stopped = false;
  const start = () => {
    const started = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    started.on('exit', (code, signal) => {
      if (stopped) return;
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); starting it again.`);
      setTimeout(() => {
        if (!stopped) child = start();
      }, RESTART_AFTER_MS);
    });
    return started;
  };
  let child = start();
  for (let attempt = 0; attempt < 150 && !(await answers(url)); attempt += 1) {
    if (child.exitCode !== null) {
      stopped = true;
      throw new Error(`${name} did not start.`);
    }
    await delay(100);
  }
  return () => {
    stopped = true;
    child.kill('SIGTERM');
  };
}
