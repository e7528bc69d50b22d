// @ts-check
/**
 * A file of the build that a deploy may replace while the server runs (the server bundle, the
 * federation manifest, the page template): read again when it changes, or when the build served
 * changes (its path does). A file that cannot be read or loaded (half-written, broken) leaves the
 * previous version serving.
 */
import fs from 'node:fs';

/**
 * @template T
 * @param {string | (() => string)} file the file, or where it is now
 * @param {(file: string) => T} load
 * @returns {() => T | null}
 */
export function reloading(file, load) {
  /** @type {{ version: string, value: T | null } | null} */
  let current = null;
  return () => {
    const where = typeof file === 'string' ? file : file();
    let version;
    try {
      const { mtimeMs, size } = fs.statSync(where);
      // The size too: a file written in place can be read half-written and then completed within
      // one tick of the file system's clock, which leaves its mtime as it was.
      version = `${where}:${mtimeMs}:${size}`;
    } catch {
      return current?.value ?? null;
    }
    if (current?.version === version) return current.value;
    try {
      current = { version, value: load(where) };
    } catch (error) {
      console.error(`Could not load ${where}; the previous version keeps serving.`, error);
      // Not tried again until the file changes once more.
      current = { version, value: current?.value ?? null };
    }
    return current.value;
  };
}
