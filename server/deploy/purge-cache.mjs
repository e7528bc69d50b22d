// @ts-check
/**
 * Purges what one app contributed from the composition engine's cache tier: every stored answer
 * whose `Cache-Tag` names the app (a page holds `shell` and its route's remote, a fragment its
 * remote). Stock nginx has no purge, but a cache file that is gone is a miss to it: the next request
 * is rendered anew and stored again. So the purge deletes the files, found by the answer's headers
 * that nginx stores in each (after its own binary header and the `KEY:` line). nginx's file
 * format has no reader on npm, hence these few lines.
 *
 *   node server/deploy/purge-cache.mjs <tag>       purge one app's tag from the site's cache
 *   node server/deploy/purge-cache.mjs --expired   sweep what is past its stale-if-error
 *
 * Which cache: SITE_CACHE_DIR (a deployment's, e.g. docker-compose's mount of it), else the one
 * `npm start` serves with at this checkout's site port (PORT_OFFSET); none is no error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { linkedCache, siteCacheLink } from '../compose/nginx.mjs';
import { appOfFolder, site } from '../registry.mjs';

/** nginx stores the key (an include's address: up to 8 KB, ssi_value_length) and then the headers. */
const HEAD_BYTES = 32 * 1024;

/** @returns {string | undefined} the cache of the site this checkout serves, if there is one */
const siteCacheDir = () => process.env.SITE_CACHE_DIR || linkedCache(siteCacheLink(site.port));

/**
 * @param {string} file a cache file
 * @returns {{ tags: string[], staleUntil: number }} the tags its stored answer carries, and until
 *   when (seconds since the epoch) it may stand in for a failing server: nginx's binary header
 *   (ngx_http_file_cache_header_t, 64-bit) holds the answer's expiry at byte 8 and its
 *   stale-if-error at byte 24
 */
function readEntry(file) {
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = fs.openSync(file, 'r');
  const length = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
  fs.closeSync(fd);
  const text = head.subarray(0, length).toString('latin1');
  const start = text.indexOf('\nKEY: ');
  const headers = text.slice(start, text.indexOf('\r\n\r\n', start));
  return {
    tags: start < 0 ? [] : (/^cache-tag:(.*)$/im.exec(headers)?.[1]?.split(/[\s,]+/) ?? []),
    staleUntil: length < 32 ? 0 : Number(head.readBigInt64LE(8) + head.readBigInt64LE(24)),
  };
}

/**
 * Deletes the cache files `drop` chooses.
 * @param {string | undefined} dir the cache
 * @param {(entry: ReturnType<typeof readEntry>) => boolean} drop
 * @returns {number} how many were deleted
 */
function deleteEntries(dir, drop) {
  if (!dir || !fs.existsSync(dir)) return 0;
  let deleted = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // nginx's files in the making carry a numeric suffix; it stores them whole or not at all.
    if (!entry.isFile() || entry.name.includes('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if (!drop(readEntry(file))) continue;
      fs.rmSync(file, { force: true });
      deleted += 1;
    } catch (error) {
      // Gone meanwhile (nginx's cache manager): nothing left to delete.
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
  }
  return deleted;
}

/** The tag an app's answers carry: its name. @param {string} appDir its package folder */
export const tagOf = (appDir) => appOfFolder(path.basename(appDir))?.name ?? path.basename(appDir);

/**
 * @param {string} tag an app's name
 * @param {string | undefined} dir the cache
 * @returns {number} how many stored answers were purged
 */
export const purgeTag = (tag, dir = siteCacheDir()) =>
  deleteEntries(dir, ({ tags }) => tags.includes(tag));

/**
 * Deletes what is past its stale-if-error: nginx serves a stored answer in place of an error
 * status with no age limit (proxy_cache_use_stale), so this sets the limit (npm start runs it
 * every minute; a deployment on a schedule).
 * @param {string | undefined} dir the cache
 * @returns {number} how many stored answers were swept
 */
export const sweepExpired = (dir = siteCacheDir()) =>
  deleteEntries(dir, ({ staleUntil }) => staleUntil < Date.now() / 1000);

if (import.meta.url === `file://${process.argv[1]}`) {
  const tag = process.argv[2];
  if (tag === '--expired') {
    console.log(`Swept ${sweepExpired()} cached answers past their stale-if-error.`);
  } else if (tag) {
    console.log(`Purged ${purgeTag(tag)} cached answers tagged ${tag}.`);
  } else {
    console.error('Usage: node server/deploy/purge-cache.mjs <tag> | --expired');
    process.exit(2);
  }
}
