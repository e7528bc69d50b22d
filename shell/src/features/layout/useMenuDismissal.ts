import { useEffect, type RefObject } from 'react';

/** From this width the whole menu shows and the toggle is hidden (Header.module.css). */
const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * While the small-screen menu is open: Escape closes it and puts focus back on its toggle, and a
 * window widened to the desktop layout closes it.
 */
export function useMenuDismissal(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = () => {
      if (desktop.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWiden);
    };
  }, [open, close, toggle]);
}
