/**
 * A W3C `traceparent` for a request the browser starts: a fresh trace, sampled, that the upload
 * function continues (docs/telemetry.md). Fresh because the page cannot carry one: its HTML is the
 * same for every visitor (the cache tier keeps it), so a context written into it would be shared.
 * Random ids only: nothing of the visitor or the application.
 */
const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export const freshTraceparent = () => `00-${hex(16)}-${hex(8)}-01`;
