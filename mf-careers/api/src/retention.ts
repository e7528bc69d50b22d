/**
 * Nothing is kept longer than it should be, swept at start and every 15 minutes after:
 * applications and dead letters older than the retention period (an application's age is its
 * folder's modification time, which is when it was stored), and drafts no request is writing (at
 * start, all of them: a stopped process left them; after that, those older than any request).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sweepDeadLetters } from './dead-letters';
import { noEntriesIfMissing } from './missing-folder';
import { DRAFT_MAX_AGE_MS, sweepDrafts } from './storage';

const SWEEP_EVERY_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the applications older than `retentionDays`; returns their ids. */
export async function sweepExpiredApplications(
  uploadDir: string,
  retentionDays: number,
  now: number,
): Promise<string[]> {
  const entries = await fs.readdir(uploadDir, { withFileTypes: true }).catch(noEntriesIfMissing);
  const oldest = now - retentionDays * DAY_MS;
  const removed: string[] = [];
  // Names starting with a dot are the function's own: drafts and the outbox.
  for (const entry of entries.filter((item) => item.isDirectory() && !item.name.startsWith('.'))) {
    const folder = path.join(uploadDir, entry.name);
    const { mtimeMs } = await fs.stat(folder);
    if (mtimeMs < oldest) {
      await fs.rm(folder, { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

interface SweepContext {
  /** Runs after each sweep, such as measuring what is left. */
  afterSweep?: () => Promise<void>;
  now: () => number;
  log: (message: string) => void;
  logError: (error: unknown) => void;
}

/** Sweeps now and every 15 minutes; returns the stop. */
export function startRetentionSweep(
  uploadDir: string,
  retentionDays: number,
  { afterSweep, now, log, logError }: SweepContext,
): () => void {
  const sweep = async (draftCutoffMs: number) => {
    const oldest = now() - retentionDays * DAY_MS;
    const applications = await sweepExpiredApplications(uploadDir, retentionDays, now());
    if (applications.length > 0) {
      log(`deleted ${applications.length} application(s) older than ${retentionDays} days.`);
    }
    const deadLetters = await sweepDeadLetters(uploadDir, oldest);
    if (deadLetters.length > 0) {
      log(`deleted ${deadLetters.length} dead letter(s) older than ${retentionDays} days.`);
    }
    const drafts = await sweepDrafts(uploadDir, draftCutoffMs);
    if (drafts > 0) log(`removed ${drafts} abandoned draft(s).`);
    await afterSweep?.();
  };
  void sweep(Infinity).catch(logError);
  const timer = setInterval(
    () => void sweep(now() - DRAFT_MAX_AGE_MS).catch(logError),
    SWEEP_EVERY_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
