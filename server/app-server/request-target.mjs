// @ts-check
/**
 * The path and query a request names, parsed so that no request target can throw: Node hands the
 * target over as sent, and `new URL(target, base)` rejects some of them (`//x:99999/` is read as
 * a host with a port out of range). Only origin-form targets (`/path?query`) address these
 * servers; anything else (`*`, absolute-form, authority-form) is answered 400 by the caller.
 */

/**
 * @param {string | undefined} target the request's target, `req.url`
 * @returns {URL | null} null for a target no server here answers
 */
export function requestTarget(target) {
  if (!target?.startsWith('/')) return null;
  try {
    // Prefixed rather than resolved against a base: a target starting '//' stays a path.
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}
