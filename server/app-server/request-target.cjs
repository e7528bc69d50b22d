// @ts-check
/**
 * The one parser of a request's target, for every server of the site (the app servers, the
 * embedded engine, the upload function, the reviews stub; CommonJS, which both the ES-module servers
 * and the compiled TypeScript ones, and jest, can load). Node hands the target over as sent, and
 * `new URL(target, base)` throws on some of them (`//x:99999/` is read as a host with a port out of
 * range), which would end a server. Only origin-form targets (`/path?query`) address these servers;
 * anything else (`*`, absolute-form, authority-form) is null here, answered 400 by the caller.
 */

/**
 * @param {string | undefined} target the request's target, `req.url`
 * @returns {URL | null} null for a target no server here answers
 */
function requestTarget(target) {
  if (!target?.startsWith('/')) return null;
  try {
    // Prefixed rather than resolved against a base: a target starting '//' stays a path.
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

/**
 * The target's path as sent (not decoded or normalised, unlike `URL.pathname`), for servers that
 * apply rules of their own to it: nginx's `$uri` in the embedded engine, the upload function's
 * stricter paths.
 * @param {string | undefined} target the request's target, `req.url`
 * @returns {string | null} null for a target no server here answers
 */
function requestPath(target) {
  return target !== undefined && requestTarget(target) ? (target.split(/[?#]/, 1)[0] ?? '') : null;
}

module.exports = { requestTarget, requestPath };
