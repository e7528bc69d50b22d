import { createContext } from 'react';

/** Whether the page opened with the pop-up: decided by the server for the page the visitor landed on. */
export const LandingPopupContext = createContext(false);

/** The pop-up's dialog, which the page's head script closes when it was seen this session. */
export const LANDING_POPUP_ID = 'landing-popup';

/** The session storage key saying the pop-up was seen in this browser session. */
export const LANDING_POPUP_SEEN_KEY = 'landing-popup-seen';

/**
 * Set on the pop-up's dialog from its closing until the frame without it has been painted, while
 * the page behind stays inert (the page's head script, Modal.module.css).
 */
export const LANDING_POPUP_CLOSING_ATTRIBUTE = 'data-closing';
