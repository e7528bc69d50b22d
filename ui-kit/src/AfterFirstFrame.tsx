import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint';

const subscribeToNothing = () => () => {};

/** Whether the app has started in this browser (the shell marks the document: bootstrap.tsx). */
const appStarted = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');

/**
 * Parts of a page that are below the fold on a phone. On a page reached by a tap in the running
 * app, they render once its first frame, which shows what is above the fold, has painted: the tap
 * answers sooner, as React renders and the browser lays out less before that frame (the rest follows
 * as a transition, in slices). Hydrating the server's HTML, or before the app has started (a test's
 * render), they render at once like any other part.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  // The server's snapshot is what React reads while it hydrates (and on the server).
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(() => hydrating || !appStarted());
  useEffect(() => {
    if (!shown) return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}
