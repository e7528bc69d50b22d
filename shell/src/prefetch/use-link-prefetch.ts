import { useEffect, useRef } from 'react';
import type { RouteObject } from '@practice/router';
import { afterFirstPage, idleQueue, mayFetchAheadOnIdle } from './after-first-page';
import { isPageReady, prefetchesFor, type Eagerness, type RoutePrefetch } from './route-prefetch';

/**
 * How many pages' needs a page fetches ahead on idle, at most: the header's eight other pages and
 * two more on screen (Home's: about 90 KB gzip in all, docs/performance.md).
 */
export const IDLE_PREFETCH_LIMIT = 10;

/** The User Timing mark of each page fetched ahead (DevTools shows them), its path as detail. */
export const PREFETCH_MARK = 'prefetch';

/** Marks a group of links fetched ahead on idle wherever they are (the header's, one tap away). */
export const PREFETCH_ATTRIBUTE = 'data-prefetch-links';

/** A visitor's signs of intent to follow a link, in the order a tap or a click gives them. */
const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart', 'pointerdown'] as const;

/** The path of a link to another page of the site, or null. */
function pagePathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== location.origin || link.hasAttribute('download')) return null;
  return link.target && link.target !== '_self' ? null : link.pathname;
}

/**
 * Fetches what the next page needs before the visitor gets there (the route's own chunk, or its
 * remote's code, and on intent a remote page's data and first images): on intent, for the link
 * under the finger, pointer or focus, and for the links of a menu the visitor opens; and on idle
 * after the first page has loaded and painted, for the links on screen and the header's, at most
 * IDLE_PREFETCH_LIMIT pages per page, never with Save-Data or on a 2G connection. `pathname` is
 * the page on screen.
 */
export function useLinkPrefetch(routes: RouteObject[], pathname: string): void {
  // What earlier pages fetched ahead already: not fetched again, nor counted again.
  const fetchedAhead = useRef(new Set<RoutePrefetch>());

  useEffect(() => {
    // Per page, not per route: what one post needs is not what another does.
    const done = new Set<string>();
    const intent = (target: EventTarget | null) => {
      const path = pagePathOf(target);
      if (path === null || done.has(path)) return;
      done.add(path);
      for (const prefetch of prefetchesFor(routes, path)) prefetchNow(path, prefetch, 'intent');
    };
    const onIntent = (event: Event) => intent(event.target);
    // The menu's pages are readied (their code loaded), not fetched whole: the visitor has
    // chosen none of them yet, and may be on Save-Data. Not one fetched on intent meanwhile.
    const ready = (path: string) => {
      if (done.has(path)) return;
      for (const prefetch of prefetchesFor(routes, path))
        prefetchNow(path, prefetch, 'intent', null);
    };
    // An opened popover (the small-screen menu) puts its links one tap away: each page not ready
    // yet is readied as on intent, one per idle period, after the frame that shows the menu; only
    // those, so that theirs come first; once each, however often the menu opens meanwhile.
    const queued = new Set<string>();
    const queue = idleQueue();
    const onOpen = (event: Event) => {
      const { target, newState } = event as Event & { newState?: string };
      // Popovers only: an FAQ's <details> sends it too, the first one as the page loads.
      if (newState !== 'open' || !(target instanceof Element) || !target.matches('[popover]'))
        return;
      for (const link of target.querySelectorAll('a[href]')) {
        const path = pagePathOf(link);
        if (path === null || path === location.pathname) continue;
        if (queued.has(path) || isPageReady(routes, path)) continue;
        queued.add(path);
        queue.add(() => ready(path));
      }
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    // Capture: a popover's toggle event does not bubble.
    document.addEventListener('toggle', onOpen, true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      document.removeEventListener('toggle', onOpen, true);
      queue.cancel();
    };
  }, [routes]);

  useEffect(() => {
    // Where the browser cannot tell which links are on screen, only intent fetches ahead.
    if (!mayFetchAheadOnIdle() || typeof IntersectionObserver === 'undefined') return;
    const fetched = fetchedAhead.current;
    // A page a time, each in an idle period of its own.
    const queue = idleQueue();
    let observer: IntersectionObserver | undefined;
    let count = 0;
    const prefetchPage = (path: string) => {
      if (path === pathname || count >= IDLE_PREFETCH_LIMIT) return;
      const fresh = prefetchesFor(routes, path).filter((prefetch) => !fetched.has(prefetch));
      const taken = fresh.slice(0, IDLE_PREFETCH_LIMIT - count);
      count += taken.length;
      // Finding a page's route and fetching its needs: an idle period each.
      for (const prefetch of taken) {
        fetched.add(prefetch);
        queue.add(() => prefetchNow(path, prefetch, 'idle'));
      }
      // The links still queued find the limit reached; the pages taken are still fetched.
      if (count >= IDLE_PREFETCH_LIMIT) observer?.disconnect();
    };
    const cancelFirstPage = afterFirstPage(() => {
      const queued = new Set<string>();
      for (const link of document.querySelectorAll(`[${PREFETCH_ATTRIBUTE}] a[href]`)) {
        const path = pagePathOf(link);
        if (path === null) continue;
        queued.add(path);
        queue.add(() => prefetchPage(path));
      }
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const path = entry.isIntersecting ? pagePathOf(entry.target) : null;
          if (path === null) continue;
          observer?.unobserve(entry.target);
          queue.add(() => prefetchPage(path));
        }
      });
      // Only the links to other pages not queued already: the browser works out again where
      // each watched link is as frames change, and most links are the header's and footer's.
      for (const link of document.querySelectorAll('#root a[href]')) {
        const path = pagePathOf(link);
        if (path !== null && path !== pathname && !queued.has(path)) observer.observe(link);
      }
    });
    return () => {
      observer?.disconnect();
      cancelFirstPage();
      queue.cancel();
    };
  }, [routes, pathname]);
}

/** `page`: the page whose data to fetch too, on intent (null: only its code). */
function prefetchNow(
  path: string,
  prefetch: RoutePrefetch,
  eagerness: Eagerness,
  page: string | null = path,
) {
  // Not in every environment the app renders in (jsdom).
  performance.mark?.(PREFETCH_MARK, { detail: { path, eagerness } });
  prefetch.prefetch(eagerness, page);
}
