/** Routes that SPEC.md writes without a trailing slash; every other route ends with one. */
const WITHOUT_SLASH = new Set(['/FAQs', '/contact-us']);

/**
 * The one URL search engines should index for a location: the site's public origin, the path in
 * its canonical form, and only the query that changes the content (a blog list page after the first).
 */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const path = trimmed === '/' || WITHOUT_SLASH.has(trimmed) ? trimmed : `${trimmed}/`;
  const page = Number(new URLSearchParams(search).get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  return `${origin}${path}${query}`;
}
