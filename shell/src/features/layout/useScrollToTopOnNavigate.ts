import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page. Only the path counts: a query change
 * (a blog page number) or state within a page is not a route change.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
