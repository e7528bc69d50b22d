import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@practice/router';
import { loadRemoteModule } from '../../app/remotes/federation';
import { shouldOfferPopup } from './popupRule';

const nervePainArticlePath = async (): Promise<string> =>
  (await loadRemoteModule('blog/BlogRoutes')).nervePainArticlePath;

/**
 * Opens the pop-up once per page load, for the page the visitor landed on; client navigation
 * never opens it again. If the answer comes only after the visitor has moved on (a slow blog),
 * it stays closed rather than interrupting the next page.
 */
export function useLandingPopup(): { open: boolean; close: () => void } {
  const { pathname } = useLocation();
  const [landingPath] = useState(pathname);
  const currentPath = useRef(pathname);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    let cancelled = false;
    void shouldOfferPopup(landingPath, nervePainArticlePath).then((offer) => {
      if (offer && !cancelled && currentPath.current === landingPath) setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [landingPath]);

  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
