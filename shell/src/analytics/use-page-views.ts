import { useEffect, useRef } from 'react';
import { useLocation } from '@practice/router';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { loadGtag, trackPageView } from './analytics';

/** Sends a page view for the first page and for every route change after it. */
export function usePageViews(): void {
  const { analyticsId } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (analyticsId) loadGtag(analyticsId);
  }, [analyticsId]);

  useEffect(() => {
    // StrictMode runs the effect twice on mount; the page still counts once.
    const pagePath = pathname + search;
    if (tracked.current === pagePath) return;
    tracked.current = pagePath;
    trackPageView(pagePath);
  }, [pathname, search]);
}
