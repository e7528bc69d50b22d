/**
 * Atomic storage of one application. Files are written into a temporary folder inside the upload
 * directory; only a complete, valid application is renamed into place (one rename, so readers never
 * see half an application), and anything else is removed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_KINDS, type DocumentKind } from './application-rules';
import { newReference } from './reference';

/**
 * Temporary folders start with this. Every name in the upload directory that starts with a dot
 * is the function's own (drafts, the outbox); the others are applications.
 */
export const INCOMING_PREFIX = '.incoming-';
export const METADATA_FILE = 'application.json';

export interface StoredFile {
  /** The applicant's file name, sanitised. */
  originalName: string;
  /** Generated name inside the application's folder, such as 'file-1.pdf'. */
  storedName: string;
  mediaType: string;
  size: number;
  sha256: string;
}

export interface ApplicationRecord {
  /** The applicant's reference, such as 'K7QM-3XD9', and the name of the application's folder. */
  id: string;
  role: string;
  receivedAt: string;
  files: StoredFile[];
}

export interface DraftFile {
  originalName: string;
  /** Where the part was written inside the draft. */
  path: string;
  kind: DocumentKind;
  size: number;
  sha256: string;
}

/** Drafts older than this belong to no request still running (a crash or a restart left them). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Removes drafts a stopped process left behind; returns how many it removed. */
export async function sweepAbandonedDrafts(uploadDir: string, now: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(uploadDir);
  } catch {
    return 0; // no upload directory yet: nothing to sweep
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(INCOMING_PREFIX))) {
    const folder = path.join(uploadDir, name);
    const { mtimeMs } = await fs.stat(folder);
    if (now - mtimeMs > ABANDONED_AFTER_MS) {
      await fs.rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

export function applicationFolder(uploadDir: string, id: string): string {
  return path.join(uploadDir, id);
}

/** A stored application's metadata, or null when there is no such application (any more). */
export async function readApplication(
  uploadDir: string,
  id: string,
): Promise<ApplicationRecord | null> {
  try {
    const text = await fs.readFile(
      path.join(applicationFolder(uploadDir, id), METADATA_FILE),
      'utf8',
    );
    return JSON.parse(text) as ApplicationRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export class ApplicationDraft {
  private constructor(
    private readonly uploadDir: string,
    private readonly folder: string,
  ) {}

  static async open(uploadDir: string): Promise<ApplicationDraft> {
    await fs.mkdir(uploadDir, { recursive: true });
    const folder = await fs.mkdtemp(path.join(uploadDir, INCOMING_PREFIX));
    return new ApplicationDraft(uploadDir, folder);
  }

  /** Where the n-th file part (1-based) is written while it is received. */
  partPath(index: number): string {
    return path.join(this.folder, `part-${index}`);
  }

  /** Gives the files their final names and writes the metadata; the draft stays hidden. */
  async seal(role: string, receivedAt: Date, files: DraftFile[]): Promise<ApplicationRecord> {
    const stored: StoredFile[] = [];
    for (const [index, file] of files.entries()) {
      const { extension, mediaType } = DOCUMENT_KINDS[file.kind];
      const storedName = `file-${index + 1}${extension}`;
      await fs.rename(file.path, path.join(this.folder, storedName));
      stored.push({
        originalName: file.originalName,
        storedName,
        mediaType,
        size: file.size,
        sha256: file.sha256,
      });
    }
    const record: ApplicationRecord = {
      id: newReference(),
      role,
      receivedAt: receivedAt.toISOString(),
      files: stored,
    };
    await fs.writeFile(
      path.join(this.folder, METADATA_FILE),
      `${JSON.stringify(record, null, 2)}\n`,
      { flag: 'wx' },
    );
    return record;
  }

  /**
   * Moves the sealed draft into place under its id. An existing application is never replaced:
   * its folder is not empty, so the rename fails.
   */
  async publish(record: ApplicationRecord): Promise<void> {
    await fs.rename(this.folder, applicationFolder(this.uploadDir, record.id));
  }

  /** Removes the draft and everything in it. Safe to call after publishing, or twice. */
  async discard(): Promise<void> {
    await fs.rm(this.folder, { recursive: true, force: true });
  }
}
