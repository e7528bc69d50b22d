import { createContext } from 'react';

/** Whether the page opened with the pop-up: decided by the server for the page the visitor landed on. */
export const LandingPopupContext = createContext(false);
