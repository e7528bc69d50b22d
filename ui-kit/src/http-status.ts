import { createContext, useContext } from 'react';

/**
 * Takes the status the page being rendered on the server should answer with, and for a page that
 * moved (301) the path it is at now.
 */
export type ReportHttpStatus = (code: number, location?: string) => void;

/** Provided by a server render only; in the browser there is nothing to report to. */
export const HttpStatusContext = createContext<ReportHttpStatus | null>(null);

/**
 * Reports the HTTP status of the page being rendered on the server (404 from a Not Found screen),
 * so a crawler gets a real status instead of a soft 404. Does nothing in the browser.
 */
export function useHttpStatus(code: number, location?: string): void {
  useContext(HttpStatusContext)?.(code, location);
}

/** A status to render a page with: 200 unless a screen reports another. */
export function httpStatus(): { code: number; location?: string; report: ReportHttpStatus } {
  const status: ReturnType<typeof httpStatus> = {
    code: 200,
    report: (code, location) => {
      status.code = code;
      status.location = location;
    },
  };
  return status;
}
