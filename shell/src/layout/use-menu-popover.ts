import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocation } from '@practice/router';
import { afterNextPaint } from '@practice/ui-kit';

/** From this width the whole menu is part of the header and the toggle is hidden (Header.module.css). */
const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * The small-screen menu is a popover: it opens from its toggle, closes on Escape or a tap outside
 * and gives focus back to the toggle, all without script. The app closes it where HTML cannot
 * know to: after a route change, which loads no new page, and when the window widens to the
 * desktop layout. The first render is no route change: a menu opened before the app ran stays open.
 *
 * Returns the menu's click handler. A link in the menu that the app follows (its click's default
 * prevented by the router's link) closes the menu there and then, before the next page renders,
 * and focus goes back to the toggle once the next page has painted. A popover closed with focus
 * inside gives it back itself, and to focus, the browser lays out the page at once: closed after
 * the render, the new page an extra time; closed before, the page being left (on the bench's
 * phone, 10 to 26 ms of the tap's main thread on Home). So the link lets go of focus first.
 */
export function useMenuPopover(
  menu: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
): (event: MouseEvent) => void {
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
      if (!event.defaultPrevented || !menu.current) return;
      const focused = document.activeElement;
      const focusInMenu = focused instanceof HTMLElement && menu.current.contains(focused);
      if (focusInMenu) focused.blur();
      menu.current.hidePopover?.();
      if (!focusInMenu) return;
      afterNextPaint(() => {
        // Unless the visitor has put focus somewhere meanwhile.
        if (document.activeElement === document.body)
          toggle.current?.focus({ preventScroll: true });
      });
    },
    [menu, toggle],
  );
}
