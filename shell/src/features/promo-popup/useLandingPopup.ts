import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@practice/router';
import { landedWithDialogOpen } from '../../app/prerender/prerenderedPage';
import { loadRemoteModule } from '../../app/remotes/federation';
import { shouldOfferPopup } from './popupRule';

const nervePainArticlePath = async (): Promise<string> =>
  (await loadRemoteModule('blog/BlogRoutes')).nervePainArticlePath;

/**
 * Opens the pop-up once per page load, for the page the visitor landed on; client navigation
 * never opens it again. If the answer comes only after the visitor has moved on (a slow blog),
 * it stays closed rather than interrupting the next page. A prerendered page may already show
 * it: then it is open from the first render, and the answer can only close it (the blog is down).
 */
export function useLandingPopup(): { open: boolean; close: () => void } {
  const { pathname } = useLocation();
  const [landingPath] = useState(pathname);
  const currentPath = useRef(pathname);
  const [openedByPage] = useState(landedWithDialogOpen);
  const [open, setOpen] = useState(openedByPage);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    let cancelled = false;
    void shouldOfferPopup(landingPath, nervePainArticlePath).then((offer) => {
      if (cancelled) return;
      if (!offer) setOpen(false);
      else if (!openedByPage && currentPath.current === landingPath) setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [landingPath, openedByPage]);

  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
