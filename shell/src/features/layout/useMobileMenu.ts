import { useCallback, useState } from 'react';
import { useLocation } from '@practice/router';

export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/** Whether the small-screen menu is open. It closes by itself when the route changes. */
export function useMobileMenu(): MobileMenu {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    // Adjusting state while rendering, as React recommends, rather than in an effect.
    setOpenedOn(pathname);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  return { open, toggle, close };
}
