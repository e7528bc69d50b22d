/**
 * Development builds only (the check below leaves production builds an empty function): what
 * React could not hydrate is posted to the app server that served the page, which prints it in
 * the terminal of `npm run dev` (server/app-server/dev-reports.mjs serves this path), so a
 * mismatch is seen there as well as on the browser's console.
 */
export function reportToDevTerminal(error: unknown): void {
  if (process.env.NODE_ENV === 'production') return;
  const message = error instanceof Error ? error.message : String(error);
  fetch('/__dev/report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: location.pathname + location.search, message }),
    keepalive: true,
  }).catch(() => {
    // Served by something other than a development server: the console has it.
  });
}
