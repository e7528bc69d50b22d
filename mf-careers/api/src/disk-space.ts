/** Free disk space, so the function stops storing before the disk is full rather than when. */
import fs from 'node:fs/promises';

const MB = 1024 * 1024;

/** Whether the file system of `folder` has at least `minFreeMb` free for unprivileged writers. */
export async function hasFreeSpace(folder: string, minFreeMb: number): Promise<boolean> {
  if (minFreeMb === 0) return true;
  const { bavail, bsize } = await fs.statfs(folder);
  return bavail * bsize >= minFreeMb * MB;
}
