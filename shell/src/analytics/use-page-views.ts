import { useEffect, useRef } from 'react';
import { useLocation } from '@practice/router';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { sendPageView, startAnalytics, stopAnalytics, trackPageView } from './analytics';
import { analyticsAllowed, useConsent } from './consent';

/**
 * Sends a page view, by its path only, for the first page and for every route change after it;
 * through gtag only with an analytics id and the visitor's yes (consent.ts).
 */
export function usePageViews(): void {
  const { analyticsId } = useRuntimeConfig();
  const allowed = analyticsAllowed(useConsent());
  const { pathname } = useLocation();
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (!analyticsId) return;
    if (!allowed) return stopAnalytics(analyticsId);
    startAnalytics(analyticsId);
    // Allowed while on a page: that page counts too.
    if (tracked.current !== null) sendPageView(tracked.current);
  }, [analyticsId, allowed]);

  useEffect(() => {
    // StrictMode runs the effect twice on mount; the page still counts once.
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}
