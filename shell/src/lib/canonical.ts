/** Routes that docs/product.md ("Routes and owners") writes without a trailing slash; every other route ends with one. */
const WITHOUT_SLASH = new Set(['/FAQs', '/contact-us']);

/**
 * The blog list, whose `q` is a search (`/blog/?q=…`). The blog marks its results `noindex`
 * (they repeat the articles' own pages for any query); their canonical is themselves, so that the
 * two signals agree and the noindex is never read as one for /blog/.
 */
const SEARCHABLE_LIST = '/blog/';

/**
 * The one URL search engines should index for a location: the site's public origin, the path in
 * its canonical form, and only the query that changes the content (a blog search, a blog list page
 * after the first).
 */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const path = trimmed === '/' || WITHOUT_SLASH.has(trimmed) ? trimmed : `${trimmed}/`;
  const given = new URLSearchParams(search);
  const query = new URLSearchParams();
  const searched = given.get('q')?.trim();
  if (path === SEARCHABLE_LIST && searched) query.set('q', searched);
  const page = Number(given.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${origin}${path}?${text}` : `${origin}${path}`;
}
