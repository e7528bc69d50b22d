/**
 * The path a request names, read strictly. Beyond what every server refuses (a target that is not
 * origin-form, `server/app-server/request-target.cjs`), this function serves no scheme-relative target
 * (`//host/path`), bad percent-encoding, or a segment that decodes to `.`, `..`, a slash or a
 * control character.
 */
import { requestPath as pathAsSent } from '@practice/server/app-server/request-target.cjs';

// eslint-disable-next-line no-control-regex
const UNSAFE_SEGMENT = /^\.{1,2}$|[/\\\u0000-\u001f\u007f]/;

/** The path of `target` (without its query), or null when it is not a path this server serves. */
export function requestPath(target: string | undefined): string | null {
  const path = pathAsSent(target);
  if (path === null || path.startsWith('//')) return null;
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
