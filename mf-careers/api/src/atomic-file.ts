/**
 * Files that are either absent or complete, never half-written: the content goes to a temporary
 * file in the same folder, is flushed to disk, and only then takes its name (a rename, or a link
 * when an existing file must not be replaced).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from './private-modes';

async function writeTemporary(target: string, content: string): Promise<string> {
  const temporary = `${target}.${crypto.randomUUID()}.tmp`;
  const file = await fs.open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
  return temporary;
}

/** Writes `target`, replacing what it held. */
export async function replaceFile(target: string, content: string): Promise<void> {
  const temporary = await writeTemporary(target, content);
  try {
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Creates `target`; fails with EEXIST when it exists already. */
export async function createFile(target: string, content: string): Promise<void> {
  const temporary = await writeTemporary(target, content);
  try {
    await fs.link(temporary, target);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}
