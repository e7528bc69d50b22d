/**
 * Route paths compare the way the router matches them: without regard to case or to a trailing
 * slash, so '/FAQs', '/faqs/' and '/FAQs/' are the same page.
 */
export function normalizePath(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const isSamePath = (a: string, b: string): boolean => normalizePath(a) === normalizePath(b);

/** True for the section's own page and every page below it ('/services/' holds '/services/sud/'). */
export function isWithinSection(pathname: string, section: string): boolean {
  const path = normalizePath(pathname);
  const base = normalizePath(section);
  return base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`);
}

/** aria-current of a site link: 'page' on this very page, 'true' within its section. */
export function ariaCurrentFor(linkPath: string, pathname: string): 'page' | 'true' | undefined {
  if (isSamePath(linkPath, pathname)) return 'page';
  return isWithinSection(pathname, linkPath) ? 'true' : undefined;
}
