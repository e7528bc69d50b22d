/**
 * The URL of a file this remote's build serves. Under module federation the page runs inside the
 * shell's origin, so a relative path would point at the shell; webpack's public path is this
 * remote's own origin, found at run time from where its entry was loaded.
 */
declare const __webpack_public_path__: string | undefined;

export function publicUrl(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}${path}`;
}
