// @ts-check
/**
 * Purges what one app contributed from the composition engine's cache tier: every stored answer
 * whose `Cache-Tag` names the app (a page holds `shell` and its route's remote, a fragment its
 * remote). Stock nginx has no purge, but a cache file that is gone is a miss to it: the next request
 * is rendered anew and stored again. So the purge deletes the files, found by the answer's headers
 * that nginx stores in each (after its own binary header and the `KEY:` line). nginx's file
 * format has no reader on npm, hence these few lines.
 *
 *   node server/deploy/purge-cache.mjs <tag>   purge one app's tag from the site's cache
 *
 * Which cache: SITE_CACHE_DIR (a deployment's, e.g. docker-compose's mount of it), else the one
 * `npm start` serves with at this checkout's site port (PORT_OFFSET); none is no error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { linkedCache, siteCacheLink } from '../compose/nginx.mjs';
import { site } from '../registry.mjs';

/** nginx keeps a response's headers in its cache file's first few KB (proxy_buffer_size). */
const HEAD_BYTES = 16 * 1024;

/** @returns {string | undefined} the cache of the site this checkout serves, if there is one */
export const siteCacheDir = () => process.env.SITE_CACHE_DIR || linkedCache(siteCacheLink(site.port));

/**
 * @param {string} file a cache file
 * @returns {string[]} the tags its stored answer carries
 */
function tagsOf(file) {
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = fs.openSync(file, 'r');
  const length = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
  fs.closeSync(fd);
  const text = head.subarray(0, length).toString('latin1');
  const start = text.indexOf('\nKEY: ');
  const headers = text.slice(start, text.indexOf('\r\n\r\n', start));
  return start < 0 ? [] : (/^cache-tag:(.*)$/im.exec(headers)?.[1]?.split(/[\s,]+/) ?? []);
}

/**
 * @param {string} tag an app's name
 * @param {string | undefined} dir the cache
 * @returns {number} how many stored answers were purged
 */
export function purgeTag(tag, dir = siteCacheDir()) {
  if (!dir || !fs.existsSync(dir)) return 0;
  let purged = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // nginx's files in the making carry a numeric suffix; it stores them whole or not at all.
    if (!entry.isFile() || entry.name.includes('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if (!tagsOf(file).includes(tag)) continue;
      fs.rmSync(file, { force: true });
      purged += 1;
    } catch (error) {
      // Gone meanwhile (nginx's cache manager): nothing left to purge.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  return purged;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tag = process.argv[2];
  if (!tag) {
    console.error('Usage: node server/deploy/purge-cache.mjs <tag>');
    process.exit(2);
  }
  console.log(`Purged ${purgeTag(tag)} cached answers tagged ${tag}.`);
}
