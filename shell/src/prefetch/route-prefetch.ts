import { matchRoutes, type RouteObject } from '@practice/router';
import type { RemoteModuleId, RemoteModules } from '@practice/shared-types';
import { isRemoteModuleLoaded, loadRemoteModule, preloadRemoteModule } from '../remotes/federation';

/**
 * How sure the visitor's next page is: `intent` (a finger or pointer on its link, focus, or the
 * phone's Menu opened) loads its code, ready to render; `idle` (a link on screen, the browser
 * idle) only fetches it.
 */
export type Eagerness = 'intent' | 'idle';

/** A route's `handle`: what its page needs, fetched ahead of a visit. */
export interface RoutePrefetch {
  /**
   * `page`: the page the visitor may go to (one this route renders), whose data is fetched too on
   * intent; null for its code only.
   */
  prefetch: (eagerness: Eagerness, page: string | null) => void;
  /** Whether it has loaded: the page renders at once, without waiting. */
  isReady: () => boolean;
}

interface Screen {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/**
 * A shell screen in its own chunk: the chunk (small) is loaded either way, with those of the
 * `alongside` screens, the pages a tap away from it whose links are not on screen where it is
 * fetched ahead from (ready too, not waited for).
 */
export const screenPrefetch = (screen: Screen, ...alongside: Screen[]): RoutePrefetch => ({
  prefetch: () => {
    for (const each of [screen, ...alongside]) void each.preload().catch(() => undefined);
  },
  isReady: screen.isLoaded,
});

/** The modules that render a whole area of the site, and may fetch a page's needs ahead. */
type AreaModuleId = {
  [Id in RemoteModuleId]: 'prefetchPage' extends keyof RemoteModules[Id] ? Id : never;
}[RemoteModuleId];

/**
 * A remote's route: its code only fetched on idle; on intent its module loaded, and what the page
 * needs besides (its data, the images above its fold) fetched by the module itself.
 */
export const remotePrefetch = (id: AreaModuleId): RoutePrefetch => ({
  prefetch: (eagerness, page) => {
    if (eagerness === 'idle') {
      preloadRemoteModule(id);
      return;
    }
    loadRemoteModule(id).then(
      (module) => page !== null && module.prefetchPage?.(page),
      () => undefined,
    );
  },
  isReady: () => isRemoteModuleLoaded(id),
});

const isRoutePrefetch = (handle: unknown): handle is RoutePrefetch =>
  typeof (handle as RoutePrefetch | undefined)?.prefetch === 'function';

/**
 * Matched once per path: the router flattens and ranks the whole route tree at every match, and
 * the same few paths are asked for at every render, intent and idle period (the site's links).
 */
const matched = new WeakMap<RouteObject[], Map<string, RoutePrefetch[]>>();

/** The prefetches of the routes that render `pathname` (none for Home and unknown paths). */
export function prefetchesFor(routes: RouteObject[], pathname: string): RoutePrefetch[] {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map()));
  let prefetches = byPath.get(pathname);
  if (!prefetches) {
    prefetches = (matchRoutes(routes, pathname) ?? [])
      .map((match) => match.route.handle as unknown)
      .filter(isRoutePrefetch);
    byPath.set(pathname, prefetches);
  }
  return prefetches;
}

/** Whether everything the page at `pathname` needs has loaded (Home and unknown paths need nothing). */
export const isPageReady = (routes: RouteObject[], pathname: string): boolean =>
  prefetchesFor(routes, pathname).every((prefetch) => prefetch.isReady());
