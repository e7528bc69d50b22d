import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from '@practice/router';
// By its own path, not the index: the server bundles, unminified, would carry it.
import { forwardHydrationWarnings, reportToDevTerminal } from '@practice/ui-kit/dev-report';
import { readPageData } from './app/page-data';
import { RuntimeConfigContext } from './config/runtime-config-context';
import { acceptRuntimeConfig } from './app/runtime-config-in-browser';
import { readLandingSlots } from './remotes/landing-slots';
import { registerFromConfig, RemoteUnavailableError } from './remotes/federation';
import { caughtInSlot } from './remotes/RemoteErrorBoundary';
import { LandingPopupContext } from './features/promo-popup/landing-popup-context';
import { nextTask } from './lib/next-task';

/** Marks the document once the app runs, for tests and tools that must not act before (no DOM). */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The server hands over the remote list and its decisions (npm run dev renders every page too);
// the config is checked as the server checks it.
const page = readPageData();
if (!page) throw new Error('The page has no data from the server (#page-data).');
const config = acceptRuntimeConfig(page.config);
// The remotes come from the runtime config: the shell compiles in no remote URL.
registerFromConfig(config);
readLandingSlots(container, window.location.pathname);

/**
 * React reports a part it could not hydrate. A remote whose code cannot load, or throws while
 * rendering, is its slot's business (the slot shows its notice): not an error of the page. The
 * slot catches its error as React renders the part afresh, so the check waits for that. Under
 * `npm run dev` the terminal shows the error too.
 */
const reportUnlessRemoteFailed = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RemoteUnavailableError) return;
  setTimeout(() => {
    if (caughtInSlot(cause)) return;
    reportToDevTerminal(error);
    reportError(error);
  });
};

forwardHydrationWarnings();

/**
 * public/boot.js started the app once the server's page had painted, and index.ts has taken the
 * shared libraries (React DOM among them) each in a task of its own. Here too each step is a task
 * of its own, so that none holds the main thread long: this chunk's scripts are compiled in the
 * first; the app's modules (in this chunk already, not fetched again) run in the next; and
 * hydration, as a transition, yields to the browser every few milliseconds. A tap or a keystroke
 * meanwhile is not kept waiting.
 */
async function start(root: HTMLElement) {
  const { hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  // The same tree as the server's (server/render-app.tsx), so every node it sent is kept. The
  // router updates at once: which page renders at once, and which as a transition, is the app's
  // choice (app/use-rendered-location.ts).
  const app = (
    <StrictMode>
      <RuntimeConfigContext value={config}>
        <LandingPopupContext value={page?.popup ?? false}>
          <BrowserRouter useTransitions={false}>
            <Started>
              <App />
            </Started>
          </BrowserRouter>
        </LandingPopupContext>
      </RuntimeConfigContext>
    </StrictMode>
  );
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportUnlessRemoteFailed });
  });
}
void start(container);
