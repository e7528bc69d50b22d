import { createContext, useContext } from 'react';

/** Filled in while a page renders on the server: the status its response should carry. */
export interface HttpStatus {
  code: number;
}

/** Provided by a server render only; in the browser there is nothing to report to. */
export const HttpStatusContext = createContext<HttpStatus | null>(null);

/**
 * Reports the HTTP status of the page being rendered on the server (404 from a Not Found screen),
 * so a crawler gets a real status instead of a soft 404. Does nothing in the browser.
 */
export function useHttpStatus(code: number): void {
  const status = useContext(HttpStatusContext);
  if (status) status.code = code;
}
