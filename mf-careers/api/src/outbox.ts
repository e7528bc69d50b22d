/**
 * The e-mails still to send, one small file per application in `UPLOAD_DIR/.outbox`, so they
 * survive a restart. An entry is created (atomically) before its application is published, and
 * removed (atomically: one unlink) once the mail server has accepted the message; an entry that
 * exists is therefore an e-mail not yet known to be delivered.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createFile, replaceFile } from './atomic-file';
import { deadLetterFolder } from './dead-letters';
import { noEntriesIfMissing } from './missing-folder';
import { PRIVATE_FOLDER_MODE } from './private-modes';

export const OUTBOX_FOLDER = '.outbox';
const ENTRY_SUFFIX = '.json';

interface OutboxEntry {
  /** The application's id. */
  id: string;
  queuedAt: string;
  /** Failed attempts so far, and the last failure: for whoever looks into the outbox. */
  attempts: number;
  lastError?: string;
  /** When the server refused the message for good (only in the dead letters). */
  deadAt?: string;
}

export class Outbox {
  readonly folder: string;
  private readonly deadLetters: string;

  constructor(uploadDir: string) {
    this.folder = path.join(uploadDir, OUTBOX_FOLDER);
    this.deadLetters = deadLetterFolder(uploadDir);
  }

  private entryPath(id: string): string {
    return path.join(this.folder, `${id}${ENTRY_SUFFIX}`);
  }

  /** Adds an entry; fails with EEXIST when the id has one already. */
  async add(id: string, queuedAt: Date): Promise<void> {
    await fs.mkdir(this.folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const entry: OutboxEntry = { id, queuedAt: queuedAt.toISOString(), attempts: 0 };
    await createFile(this.entryPath(id), JSON.stringify(entry));
  }

  /** The entry of an id, or null when it has none (its e-mail was sent, or never queued). */
  async read(id: string): Promise<OutboxEntry | null> {
    try {
      return JSON.parse(await fs.readFile(this.entryPath(id), 'utf8')) as OutboxEntry;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async update(entry: OutboxEntry): Promise<void> {
    await replaceFile(this.entryPath(entry.id), JSON.stringify(entry));
  }

  /**
   * Moves the entry into the dead letters, as `entry` says (with its refusal): written in place
   * first, then one rename, so the e-mail is always in exactly one of the two folders.
   */
  async bury(entry: OutboxEntry): Promise<void> {
    await this.update(entry);
    await fs.mkdir(this.deadLetters, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await fs.rename(
      this.entryPath(entry.id),
      path.join(this.deadLetters, `${entry.id}${ENTRY_SUFFIX}`),
    );
  }

  /** Marks the e-mail of `id` as sent (or no longer wanted). */
  async remove(id: string): Promise<void> {
    await fs.rm(this.entryPath(id), { force: true });
  }

  /** The ids with an entry, oldest first. */
  async ids(): Promise<string[]> {
    const names = await fs.readdir(this.folder).catch(noEntriesIfMissing);
    // Temporary files of an entry being written end in '.tmp', so the suffix skips them.
    const ids = names
      .filter((name) => name.endsWith(ENTRY_SUFFIX))
      .map((name) => name.slice(0, -ENTRY_SUFFIX.length));
    const dated = await Promise.all(
      ids.map(async (id) => {
        const stats = await fs.stat(this.entryPath(id)).catch(() => null); // sent meanwhile
        return { id, mtimeMs: stats?.mtimeMs ?? Infinity };
      }),
    );
    return dated.sort((a, b) => a.mtimeMs - b.mtimeMs).map((entry) => entry.id);
  }
}
