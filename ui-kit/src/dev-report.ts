/**
 * Development builds only (the checks below leave production builds empty functions): what React
 * could not hydrate is posted to the app server that served the page, which prints it in the
 * terminal of `npm run dev` (server/app-server/dev-reports.mjs serves this path), so a mismatch
 * is seen there as well as on the browser's console.
 */
export function reportToDevTerminal(error: unknown): void {
  if (process.env.NODE_ENV === 'production') return;
  post(error instanceof Error ? error.message : String(error));
}

/**
 * Development builds only: React reports attributes that did not match (it keeps the server's)
 * on the console alone, not as a recoverable error; those go to the terminal too.
 */
export function forwardHydrationWarnings(): void {
  if (process.env.NODE_ENV === 'production') return;
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    const [format, ...values] = args;
    if (typeof format === 'string' && format.includes("didn't match")) {
      post(format.replace(/%s/g, () => String(values.shift() ?? '')));
    }
  };
}

function post(message: string): void {
  fetch('/__dev/report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: location.pathname + location.search, message }),
    keepalive: true,
  }).catch(() => {
    // Served by something other than a development server: the console has it.
  });
}
