/**
 * Atomic storage of one application. Files are written into a temporary folder inside the upload
 * directory; only a complete, valid application is renamed into place (one rename, so readers never
 * see half an application), and anything else is removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_KINDS, type DocumentKind } from './application-rules';

/** Temporary folders start with this; nothing else in the upload directory does. */
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

  /** Gives the files their final names, writes the metadata and moves the folder into place. */
  async commit(role: string, receivedAt: Date, files: DraftFile[]): Promise<ApplicationRecord> {
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
      id: `${receivedAt.toISOString().slice(0, 10)}-${crypto.randomUUID()}`,
      role,
      receivedAt: receivedAt.toISOString(),
      files: stored,
    };
    await fs.writeFile(
      path.join(this.folder, METADATA_FILE),
      `${JSON.stringify(record, null, 2)}\n`,
      { flag: 'wx' },
    );
    await fs.rename(this.folder, path.join(this.uploadDir, record.id));
    return record;
  }

  /** Removes the draft and everything in it. Safe to call after a commit or twice. */
  async discard(): Promise<void> {
    await fs.rm(this.folder, { recursive: true, force: true });
  }
}
