import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@practice/router';

/**
 * Every route change starts at the top of the new page. Only the path counts: a query change
 * (a blog page number) or state within a page is not a route change. The first render is not a
 * change: a visitor who scrolled the server's page stays where they are when the app hydrates it.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
