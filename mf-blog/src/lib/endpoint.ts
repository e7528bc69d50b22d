/**
 * The URL endpoint of an article: its title with spaces turned into hyphens (SPEC.md), keeping only
 * characters that need no encoding so every endpoint is URL-safe.
 */
export function endpointFromTitle(title: string): string {
  return title
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
