/** Free disk space, so the function stops storing before the disk is full rather than when. */
import fs from 'node:fs/promises';

const MB = 1024 * 1024;

/**
 * Whether the file system of `folder` keeps at least `minFreeMb` free for unprivileged writers
 * once `writing` more bytes are written (asked before a request is read, and before each chunk of
 * a file is written: several applications may be filling the disk at once).
 */
export async function hasFreeSpace(
  folder: string,
  minFreeMb: number,
  writing = 0,
): Promise<boolean> {
  if (minFreeMb === 0) return true;
  const { bavail, bsize } = await fs.statfs(folder);
  return bavail * bsize - writing >= minFreeMb * MB;
}
