/**
 * Applications are kept for a set number of days, then deleted: at start and every hour after. An
 * application's age is its folder's modification time, which is when it was stored.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the applications older than `retentionDays`; returns their ids. */
export async function sweepExpiredApplications(
  uploadDir: string,
  retentionDays: number,
  now: number,
): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(uploadDir, { withFileTypes: true });
  } catch {
    return []; // no upload directory yet
  }
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

/** Sweeps now and every hour; returns the stop. */
export function startRetentionSweep(
  uploadDir: string,
  retentionDays: number,
  {
    now,
    log,
    logError,
  }: { now: () => number; log: (message: string) => void; logError: (error: unknown) => void },
): () => void {
  const sweep = () =>
    sweepExpiredApplications(uploadDir, retentionDays, now()).then((removed) => {
      if (removed.length > 0) {
        log(`deleted ${removed.length} application(s) older than ${retentionDays} days.`);
      }
    }, logError);
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
