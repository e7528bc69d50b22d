/**
 * E-mails the mail server refused for good (a 5xx reply to the message): moved out of the outbox
 * into `UPLOAD_DIR/.dead-letter/<id>.json`, with the refusal, so they are not retried for ever.
 * The application stays stored; /health counts them so that somebody looks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { noEntriesIfMissing } from './missing-folder';

export const DEAD_LETTER_FOLDER = '.dead-letter';
const ENTRY_SUFFIX = '.json';

export function deadLetterFolder(uploadDir: string): string {
  return path.join(uploadDir, DEAD_LETTER_FOLDER);
}

async function entryNames(uploadDir: string): Promise<string[]> {
  const names = await fs.readdir(deadLetterFolder(uploadDir)).catch(noEntriesIfMissing);
  return names.filter((name) => name.endsWith(ENTRY_SUFFIX));
}

export async function countDeadLetters(uploadDir: string): Promise<number> {
  return (await entryNames(uploadDir)).length;
}

/** Deletes the dead letters last changed before `cutoffMs`; returns their ids. */
export async function sweepDeadLetters(uploadDir: string, cutoffMs: number): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await entryNames(uploadDir)) {
    const file = path.join(deadLetterFolder(uploadDir), name);
    const stats = await fs.stat(file).catch(() => null);
    if (stats && stats.mtimeMs < cutoffMs) {
      await fs.rm(file, { force: true });
      removed.push(name.slice(0, -ENTRY_SUFFIX.length));
    }
  }
  return removed;
}
