// @ts-check
/**
 * Runs one server as a child process and keeps it answering: a server that exits is started
 * again after a backoff (0.5 s doubling to 10 s, back to 0.5 s once it has run 30 s), and one
 * that stops answering its health probe (3 probes in a row, 2 s each) is killed and started
 * again. Each event is one line on stderr.
 *
 * Why by hand: pm2 (pm2-runtime, in the foreground) restarts with an exponential backoff but
 * probes no HTTP health URL without a plug-in module installed into its home folder (PM2_HOME),
 * where it also keeps its state, and is large; forever-monitor restarts after a fixed delay and
 * probes nothing; execa's `cleanup` (signal-exit) runs on signals a process can catch, never on
 * SIGKILL; tree-kill walks `ps` where a process group does. A child that dies with a supervisor
 * killed by SIGKILL none of them documents. What is needed fits in this file and its three
 * helpers, on Node's own child_process and http.
 *
 * Each server leads a process group of its own (`detached`), so that a stop or a kill reaches
 * what it started (nginx's workers), and Ctrl-C reaches the supervisor only, which stops every
 * server. A server notices the supervisor is gone through SUPERVISOR_PID (tethered.mjs,
 * tether.mjs).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { answers } from './probe.mjs';

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 10_000;
const STABLE_AFTER_MS = 30_000;
const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;
const PROBE_FAILURES = 3;
/** How long a server may take to answer its first probe after a start. */
const START_WITHIN_MS = 15_000;
const STOP_WITHIN_MS = 5000;

/**
 * @typedef {object} Server
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string>} [env]
 * @property {import('./probe.mjs').Health} health
 */

/** @param {import('node:child_process').ChildProcess} child */
const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Signals a server's whole process group; one that is gone already is not an error.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/**
 * @param {Server} server
 * @returns {{ ready: Promise<void>, stop: () => Promise<void> }}
 *   `ready` settles once the first start answers, or fails if it exits or never answers
 */
export function supervise({ name, command, args, env = {}, health }) {
  let stopping = false;
  let backoffMs = BACKOFF_FIRST_MS;
  /** @type {NodeJS.Timeout | undefined} */
  let restart;
  /** Why the supervisor killed the current child, for the line its exit logs. */
  let killedBecause = '';
  let startedAt = 0;
  /** @type {import('node:child_process').ChildProcess} */
  let child;

  /** @type {(error?: Error) => void} */
  let settle = () => {};
  let isReady = false;
  const ready = new Promise((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve(undefined));
  });

  const start = () => {
    killedBecause = '';
    startedAt = Date.now();
    const started = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env, SUPERVISOR_PID: String(process.pid) },
    });
    child = started;
    started.on('exit', (code, signal) => {
      signalGroup(started, 'SIGKILL');
      if (stopping) return;
      const how = killedBecause || `exited (${signal ?? `code ${code}`})`;
      // A first start that fails (a port in use) is an error to report, not to retry.
      if (!isReady) {
        stopping = true;
        settle(new Error(`${name} did not start: it ${how}.`));
        return;
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) backoffMs = BACKOFF_FIRST_MS;
      console.error(
        `${name} (pid ${started.pid}) ${how}; starting it again in ${backoffMs / 1000} s.`,
      );
      restart = setTimeout(start, backoffMs);
      backoffMs = Math.min(backoffMs * 2, BACKOFF_MAX_MS);
    });
  };

  /** Probes until stopped; the first answer makes it ready. */
  const watch = async () => {
    let failures = 0;
    let answeredSinceStart = false;
    let probedChild = child;
    while (!stopping) {
      const probed = child;
      if (probed !== probedChild) {
        probedChild = probed;
        failures = 0;
        answeredSinceStart = false;
      }
      if (running(probed) && (await answers(health, PROBE_TIMEOUT_MS))) {
        failures = 0;
        answeredSinceStart = true;
        isReady = true;
        settle();
      } else if (
        running(probed) &&
        probed === child &&
        (answeredSinceStart || Date.now() - startedAt > START_WITHIN_MS)
      ) {
        failures += 1;
        if (failures >= PROBE_FAILURES && !stopping) {
          killedBecause = `did not answer ${failures} health probes (${PROBE_TIMEOUT_MS / 1000} s each): killed`;
          signalGroup(probed, 'SIGKILL');
          failures = 0;
        }
      }
      await delay(PROBE_EVERY_MS);
    }
  };

  const stop = async () => {
    stopping = true;
    clearTimeout(restart);
    if (!running(child)) return;
    const exited = once(child, 'exit');
    signalGroup(child, 'SIGTERM');
    const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_WITHIN_MS);
    await exited;
    clearTimeout(kill);
  };

  start();
  void watch();
  return { ready, stop };
}
