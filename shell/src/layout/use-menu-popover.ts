import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocation } from '@practice/router';

/** From this width the whole menu is part of the header and the toggle is hidden (Header.module.css). */
const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * The small-screen menu is a popover: it opens from its toggle, closes on Escape or a tap outside
 * and gives focus back to the toggle, all without script. The app closes it where HTML cannot
 * know to: after a route change, which loads no new page, and when the window widens to the
 * desktop layout. The first render is no route change: a menu opened before the app ran stays open.
 *
 * Returns the menu's click handler. A link in the menu that the app follows (its click's default
 * prevented by the router's link) closes the menu there and then, before the next page renders:
 * closed after, the browser lays out the new page an extra time, mid-render, to give focus back
 * to the toggle (in a profile of Home → /career/ on the bench's phone, 15 of the tap's 34 ms of
 * script).
 */
export function useMenuPopover(menu: RefObject<HTMLElement | null>): (event: MouseEvent) => void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Still open after a route change that was no tap in it: back or forward, say.
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [pathname, menu]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => menu.current?.hidePopover?.();
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [menu]);

  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented) menu.current?.hidePopover?.();
    },
    [menu],
  );
}
