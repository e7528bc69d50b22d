import type { RouteObject } from '@practice/router';
import { isPageReady, prefetchesFor, screenPrefetch, type RoutePrefetch } from './route-prefetch';

const prefetch = (ready: boolean): RoutePrefetch => ({
  prefetch: jest.fn(),
  isReady: () => ready,
});

/** A route whose handle counts how often matching reads it. */
function countedRoute(
  path: string,
  handle: RoutePrefetch,
): { route: RouteObject; reads: () => number } {
  let reads = 0;
  const route: RouteObject = { path };
  Object.defineProperty(route, 'handle', {
    get: () => {
      reads += 1;
      return handle;
    },
  });
  return { route, reads: () => reads };
}

describe('prefetchesFor', () => {
  it("finds the prefetches of the routes that render a path, and none for a route's without", () => {
    const blog = prefetch(true);
    const routes: RouteObject[] = [
      { path: '/blog/*', handle: blog },
      { path: '/', handle: { title: 'Home' } },
    ];
    expect(prefetchesFor(routes, '/blog/a-post/')).toEqual([blog]);
    expect(prefetchesFor(routes, '/')).toEqual([]);
    expect(prefetchesFor(routes, '/nowhere')).toEqual([]);
  });

  it('matches a path once for a route tree, however often it is asked', () => {
    const { route, reads } = countedRoute('/career/*', prefetch(true));
    const routes = [route];
    const first = prefetchesFor(routes, '/career/');
    expect(prefetchesFor(routes, '/career/')).toBe(first);
    expect(reads()).toBe(1);
    // Another tree is matched on its own.
    expect(prefetchesFor([...routes], '/career/')).toEqual(first);
    expect(reads()).toBe(2);
  });
});

describe('isPageReady', () => {
  it('is ready when everything the page needs has loaded', () => {
    const routes: RouteObject[] = [
      { path: '/ourteam/*', handle: prefetch(false) },
      { path: '/FAQs', handle: prefetch(true) },
    ];
    expect(isPageReady(routes, '/ourteam/')).toBe(false);
    expect(isPageReady(routes, '/FAQs')).toBe(true);
    expect(isPageReady(routes, '/')).toBe(true);
  });
});

describe('screenPrefetch', () => {
  const screen = (loaded: boolean) => ({
    preload: jest.fn(() => Promise.resolve()),
    isLoaded: () => loaded,
  });

  it('loads the screen with those alongside it; only its own is waited for', () => {
    const index = screen(true);
    const detail = screen(false);
    const prefetch = screenPrefetch(index, detail);
    prefetch.prefetch('idle', null);
    expect(index.preload).toHaveBeenCalledTimes(1);
    expect(detail.preload).toHaveBeenCalledTimes(1);
    expect(prefetch.isReady()).toBe(true);
    expect(screenPrefetch(screen(false), screen(true)).isReady()).toBe(false);
  });

  it('lets a chunk that failed to arrive fail quietly', async () => {
    const failing = { preload: () => Promise.reject(new Error('offline')), isLoaded: () => false };
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    screenPrefetch(failing, failing).prefetch('intent', '/services/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
