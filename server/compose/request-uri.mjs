// @ts-check
/**
 * nginx's `$uri` of a request: its path percent-decoded, with `.` and `..` segments resolved and
 * repeated slashes merged. The embedded engine matches locations (/health, /_fragments/…) and the
 * precompressed-files rule against it as nginx does, and answers 400 where nginx's parser does:
 * a bad percent-encoding, a NUL, or a `..` above the root. The shell is sent the target as it
 * came, as nginx's proxy_pass without a URI does.
 */

/**
 * @param {string} pathname the request target's path, as sent
 * @returns {string | null} null for a path nginx refuses with 400
 */
export function nginxUri(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      if (last) segments.push('');
    } else if (part === '.') {
      if (last) segments.push('');
    } else if (part !== '' || last) {
      segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}
