/**
 * Atomic storage of one application. Files are written into a temporary folder inside the upload
 * directory; only a complete, valid application is renamed into place (one rename, so readers never
 * see half an application), and anything else is removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_KINDS, type DocumentKind } from './application-rules';
import { noEntriesIfMissing } from './missing-folder';
import { newReference } from './reference';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-modes';

/**
 * Temporary folders start with this. Every name in the upload directory that starts with a dot
 * is the function's own (drafts, the outbox); the others are applications.
 */
const INCOMING_PREFIX = '.incoming-';
const METADATA_FILE = 'application.json';

interface StoredFile {
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

/** No request lasts this long (Node ends one after 5 minutes): an older draft is abandoned. */
export const DRAFT_MAX_AGE_MS = 15 * 60 * 1000;

/** The drafts of requests running in this process, which no sweep may remove. */
const openDrafts = new Set<string>();

/**
 * Removes the drafts last modified before `cutoffMs` (Infinity: of any age) that no request of
 * this process is writing; returns how many it removed.
 */
export async function sweepDrafts(uploadDir: string, cutoffMs: number): Promise<number> {
  const names = await fs.readdir(uploadDir).catch(noEntriesIfMissing);
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(INCOMING_PREFIX))) {
    const folder = path.join(uploadDir, name);
    if (openDrafts.has(folder)) continue;
    const stats = await fs.stat(folder).catch(() => null); // discarded meanwhile
    if (stats && stats.mtimeMs < cutoffMs) {
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
    // Registered before it exists, so that a sweep (the one at start runs while the first
    // requests arrive) can never list it unregistered; mkdtemp names a folder only once made.
    const folder = path.join(
      uploadDir,
      `${INCOMING_PREFIX}${crypto.randomBytes(8).toString('hex')}`,
    );
    openDrafts.add(folder);
    try {
      await fs.mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
    } catch (error) {
      openDrafts.delete(folder);
      throw error;
    }
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
      { flag: 'wx', mode: PRIVATE_FILE_MODE },
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
    openDrafts.delete(this.folder);
  }
}
