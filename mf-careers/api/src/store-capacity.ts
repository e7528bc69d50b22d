/**
 * The bytes the whole function may keep in applications, whoever sent them: the per-client quota
 * alone lets a hundred networks fill the volume. What is on disk is measured at start and after
 * each retention sweep; what requests are writing counts as it arrives, and stays counted once
 * stored (until the next measurement finds it on disk).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { noEntriesIfMissing } from './missing-folder';

interface StoreCharge {
  /** Counts `bytes` more of this upload; false (nothing counted) when they do not fit. */
  take(bytes: number): boolean;
  /** The upload was stored: its bytes are on disk now. */
  keep(): void;
  /** The upload was not stored: its bytes are given back. */
  release(): void;
}

interface StoreCapacity {
  readonly maxBytes: number;
  /** True when not one more byte fits. */
  isFull(): boolean;
  open(): StoreCharge;
  /** Measures what the stored applications hold now. */
  measure(): Promise<void>;
}

export function createStoreCapacity(uploadDir: string, maxBytes: number): StoreCapacity {
  let onDisk = 0;
  let writing = 0;
  // Uploads stored while a measurement runs may or may not be in it: they are added to it, so the
  // count errs high (refusing early) until the next measurement, never low.
  let measuring = false;
  let keptWhileMeasuring = 0;
  return {
    maxBytes,
    isFull: () => onDisk + writing >= maxBytes,
    open() {
      let taken = 0;
      return {
        take(bytes) {
          if (onDisk + writing + bytes > maxBytes) return false;
          taken += bytes;
          writing += bytes;
          return true;
        },
        keep() {
          writing -= taken;
          onDisk += taken;
          if (measuring) keptWhileMeasuring += taken;
          taken = 0;
        },
        release() {
          writing -= taken;
          taken = 0;
        },
      };
    },
    async measure() {
      measuring = true;
      keptWhileMeasuring = 0;
      try {
        onDisk = (await applicationBytes(uploadDir)) + keptWhileMeasuring;
      } finally {
        measuring = false;
      }
    },
  };
}

/** The size of every file in the applications' folders (names starting with a dot are not). */
async function applicationBytes(uploadDir: string): Promise<number> {
  const entries = await fs.readdir(uploadDir, { withFileTypes: true }).catch(noEntriesIfMissing);
  let total = 0;
  for (const entry of entries.filter((item) => item.isDirectory() && !item.name.startsWith('.'))) {
    const folder = path.join(uploadDir, entry.name);
    const files = await fs.readdir(folder).catch(noEntriesIfMissing); // swept meanwhile
    for (const name of files) {
      const stats = await fs.stat(path.join(folder, name)).catch(() => null);
      total += stats?.size ?? 0;
    }
  }
  return total;
}
