import { use, useCallback, useState } from 'react';
import { LandingPopupContext } from './landing-popup-context';

/**
 * The pop-up is open on the page the visitor landed on when the server decided so (it rendered
 * it open); client navigation never opens it again, and the visitor closes it.
 */
export function useLandingPopup(): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(use(LandingPopupContext));
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
