// @ts-check
/**
 * One deploy or rollback of an app at a time: each holds `<app folder>/.deploy-lock` (its pid,
 * what it does, since when) from before it builds until it has published, so two never share the
 * staging folder nor remove each other's builds. A second one waits for the first, saying so,
 * up to DEPLOY_LOCK_WAIT_SECONDS (600 by default; 0 refuses at once), then refuses. A lock whose
 * process is gone (a deploy killed) is taken over, saying so.
 *
 * Hand-written: proper-lockfile and its kind judge a lock stale by its age, which would take a
 * long build's lock from it; the holder's pid says whether it still runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const LOCK = '.deploy-lock';

/** @typedef {{ pid: number, what: string, since: string }} Holder */

/** @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds the pid, so it runs.
    return /** @type {{ code?: string }} */ (error).code === 'EPERM';
  }
}

/** @param {string} file @returns {Holder | null} null when there is none (or it is unreadable) */
function holderOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A lock its process never wrote (killed between creating and writing it) is as good as gone. */
function writtenBefore(/** @type {string} */ file, /** @type {number} */ time) {
  try {
    return fs.statSync(file).mtimeMs < time;
  } catch {
    return false;
  }
}

/** @param {Holder} holder */
const describe = ({ pid, what, since }) => `${what} (pid ${pid}, since ${since})`;

/**
 * Takes the app's lock, waiting for another deploy or rollback to end first.
 * @param {string} appDir
 * @param {string} what what this process does, for another's message ("a deploy of mf-blog")
 * @returns {Promise<() => void>} releases it (also done when the process exits)
 */
export async function takeDeployLock(appDir, what) {
  const file = path.join(appDir, LOCK);
  const mine = JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() });
  const waitMs = Number(process.env.DEPLOY_LOCK_WAIT_SECONDS ?? 600) * 1000;
  const until = Date.now() + waitMs;
  let said = false;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder ? !running(holder.pid) : writtenBefore(file, Date.now() - 5000)) {
      // Moved aside under a name of this process's own, then checked: of two processes that
      // found the same dead holder, only one moves its lock, and a live lock moved is put back.
      const aside = `${file}.${process.pid}`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = holderOf(aside);
      if (moved && moved.pid !== holder?.pid) fs.renameSync(aside, file);
      else {
        fs.rmSync(aside, { force: true });
        const left = holder ? `The lock of ${describe(holder)}` : 'An empty lock';
        console.error(`${left} was left by a process that is gone: taken over.`);
      }
      continue;
    }
    if (Date.now() >= until) {
      throw new Error(
        `Refused: ${holder ? describe(holder) : 'another deploy'} is under way ` +
          `(${file}). Nothing was changed; run it again once that one has ended.`,
      );
    }
    if (!said && holder) console.error(`Waiting: ${describe(holder)} is under way.`);
    said = true;
    await delay(200);
  }
  let held = true;
  const release = () => {
    if (held && holderOf(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    held = false;
  };
  process.on('exit', release);
  return release;
}
