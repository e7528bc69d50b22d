/**
 * The URL endpoint SPEC.md derives from a title: spaces turned into hyphens, keeping only
 * characters that need no encoding so every endpoint is URL-safe. An article's file is named by it
 * (its slug, the post's path); the content tests check that every file is.
 */
export function endpointFromTitle(title: string): string {
  return title
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
