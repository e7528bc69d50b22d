import { createContext, useContext } from 'react';

/** Takes the status the page being rendered on the server should answer with. */
export type ReportHttpStatus = (code: number) => void;

/** Provided by a server render only; in the browser there is nothing to report to. */
export const HttpStatusContext = createContext<ReportHttpStatus | null>(null);

/**
 * Reports the HTTP status of the page being rendered on the server (404 from a Not Found screen),
 * so a crawler gets a real status instead of a soft 404. Does nothing in the browser.
 */
export function useHttpStatus(code: number): void {
  useContext(HttpStatusContext)?.(code);
}

/** A status to render a page with: 200 unless a screen reports another. */
export function httpStatus(): { code: number; report: ReportHttpStatus } {
  const status = {
    code: 200,
    report: (code: number) => {
      status.code = code;
    },
  };
  return status;
}
