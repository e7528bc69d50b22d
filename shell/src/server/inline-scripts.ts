import { createHash } from 'node:crypto';

/** How the Content-Security-Policy allows one inline script: by its content's hash. */
export const inlineScriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** A script element with neither `src` nor `type` (the page data's JSON has one): script to run. */
const INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type)=)[^>]*>([^]*?)<\/script>/g;

let hashed: { template: string; hashes: string[] } | undefined;

/**
 * The hashes of the template's own inline scripts (boot.js, which the build writes into it), so
 * that the policy allows them and no other. Only the template's: the app's HTML holds the remotes'
 * too. Worked out again only when the template changes.
 */
export function templateScriptHashes(template: string): string[] {
  if (hashed?.template !== template) {
    const hashes = [...template.matchAll(INLINE_SCRIPT)].map((match) => inlineScriptHash(match[1]));
    hashed = { template, hashes };
  }
  return hashed.hashes;
}
