interface PageViewEvent {
  event: 'page_view';
  page_path: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const dataLayer = (): unknown[] => (window.dataLayer ??= []);

/**
 * Records a page view: always in `window.dataLayer` (what a tag manager reads), and through gtag
 * when it has been configured, since gtag sends only the events it is called with.
 */
export function trackPageView(pagePath: string): void {
  dataLayer().push({ event: 'page_view', page_path: pagePath } satisfies PageViewEvent);
  window.gtag?.('event', 'page_view', { page_path: pagePath });
}

/** Loads the gtag script for a measurement id. Page views are sent by `trackPageView` only. */
export function loadGtag(measurementId: string): void {
  if (window.gtag) return;
  const queue = dataLayer();
  // gtag.js reads its commands as `arguments` objects from the data layer.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
