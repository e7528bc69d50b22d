// @ts-check
/**
 * How long shared caches (the composition engine's cache tier, a CDN in front of it) may keep what
 * an app server renders, said in the response's `Cache-Control` for any such cache to honour. Only
 * responses that name the apps they hold in `Cache-Tag` are cached at all (compose/nginx/cache.inc),
 * so that a deploy can purge exactly what the deploying app contributed
 * (server/deploy/purge-cache.mjs). Nothing the app servers render varies per visitor: no cookie, no
 * nonce, and the runtime config in a page is the same for everyone.
 *
 *   s-maxage 60               a deploy purges its app's tag, so this bounds only what changes
 *                             without one: the runtime config (the shell's pages) and the reviews
 *                             provider's data (the reviews' fragments). A page is rendered at most
 *                             once a minute per cache, however many visitors or crawlers ask.
 *   stale-while-revalidate 600  the first visitor after that minute is not kept waiting: the cache
 *                             answers with what it has and renders anew behind the answer.
 *   stale-if-error 86400      a server down, erroring or too slow: its last good answer for up to
 *                             a day past the minute, then today's notice.
 *   max-age 0                 browsers ask again each time (they keep no page past a deploy).
 *
 * Not Found (a removed post, a mistyped address) is kept 10 s: enough to absorb a scanner's
 * repeats, short enough not to matter. Any other status (503 with a notice, 500) is not kept.
 * CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE and CACHE_STALE_IF_ERROR (seconds) override the
 * windows: tests shorten them to watch them end.
 */
const seconds = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be whole seconds.`);
  return value;
};

const fresh = seconds('CACHE_S_MAXAGE', 60);
const revalidate = seconds('CACHE_STALE_WHILE_REVALIDATE', 600);
const ifError = seconds('CACHE_STALE_IF_ERROR', 86_400);
const NOT_FOUND_SECONDS = 10;

/**
 * @param {number} status of a response that names the apps it holds
 * @returns {string} its Cache-Control
 */
export function sharedCacheControl(status) {
  if (status === 200) {
    return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${revalidate}, stale-if-error=${ifError}`;
  }
  if (status === 404) return `public, max-age=0, s-maxage=${NOT_FOUND_SECONDS}`;
  return 'no-cache';
}
