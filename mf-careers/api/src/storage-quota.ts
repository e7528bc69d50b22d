/**
 * The bytes each client may store in any 24 hours, so that one network cannot fill the disk.
 * Bytes count as they arrive (concurrent uploads of one client share the bound), and an upload
 * that is not stored gives its bytes back. Counted in memory: a restart starts a new day.
 */
import { SlidingWindow } from './sliding-window';

const DAY_MS = 24 * 60 * 60 * 1000;

interface QuotaCharge {
  /** Counts `bytes` more; returns 0, or (when they do not fit) how long to wait, in ms. */
  take(bytes: number): number;
  /** Gives back what this upload took: it was not stored. */
  release(): void;
}

interface StorageQuota {
  readonly bytesPerDay: number;
  /** 0 while the client may store more; else how long until its oldest upload stops counting. */
  waitMs(client: string): number;
  /** Starts counting one upload of the client. */
  open(client: string): QuotaCharge;
}

export function createStorageQuota(bytesPerDay: number, now: () => number): StorageQuota {
  const stored = new SlidingWindow(DAY_MS, now);
  const waitFor = (client: string, bytes: number) =>
    stored.total(client) + bytes > bytesPerDay ? Math.max(1, stored.waitMs(client)) : 0;
  return {
    bytesPerDay,
    waitMs: (client) => waitFor(client, 1),
    open(client) {
      const entry = stored.add(client, 0);
      return {
        take(bytes) {
          const waitMs = waitFor(client, bytes);
          if (waitMs === 0) entry.amount += bytes;
          return waitMs;
        },
        release: () => stored.withdraw(client, entry),
      };
    },
  };
}
