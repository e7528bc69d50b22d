import { startTransition, useEffect, useState } from 'react';
import { useLocation, type RouteObject } from '@practice/router';
import { isPageReady } from '../prefetch/route-prefetch';

/**
 * The location whose page the app renders. The router updates at once (bootstrap.tsx). A page
 * whose code has loaded (fetched ahead, or visited before) is rendered in that same update, in
 * one go: the tap's next frame shows it. A page still waiting for its code is rendered as a
 * transition: the current page stays, whole and usable, until the next one can show, rather than
 * giving way to a loading state (React's transitions; the router's own, for every navigation,
 * render in slices and gave frames to the page being left: in one trace on the bench's phone,
 * about 30 of the 90 ms such a render spanned).
 */
export function useRenderedLocation(routes: RouteObject[]): ReturnType<typeof useLocation> {
  const location = useLocation();
  const [rendered, setRendered] = useState(location);
  const ready = rendered === location || isPageReady(routes, location.pathname);
  // Remembered in this render (React renders again at once, before the children), so that a
  // later page that must wait keeps this one.
  if (ready && rendered !== location) setRendered(location);
  useEffect(() => {
    if (!ready) startTransition(() => setRendered(location));
  }, [ready, location]);
  return ready ? location : rendered;
}
