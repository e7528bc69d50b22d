/**
 * The path a request names, read strictly. Only origin-form targets (`/path?query`) are served:
 * absolute-form (`http://host/path`), asterisk-form (`*`), scheme-relative (`//host/path`, which
 * `new URL(target, base)` reads as a host and may throw on), bad percent-encoding, and segments
 * that decode to `.`, `..`, a slash or a control character are not paths of this server.
 */

// eslint-disable-next-line no-control-regex
const UNSAFE_SEGMENT = /^\.{1,2}$|[/\\\u0000-\u001f\u007f]/;

/** The path of `target` (without its query), or null when it is not a path this server serves. */
export function requestPath(target: string | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  const path = target.split(/[?#]/, 1)[0];
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null; // a malformed percent-escape (URIError): the only way decoding fails
    }
    if (UNSAFE_SEGMENT.test(decoded)) return null;
  }
  return path;
}
