interface PageViewEvent {
  event: 'page_view';
  page_path: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    /** gtag.js's own switch: while true it sends nothing for that measurement id. */
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

const dataLayer = (): unknown[] => (window.dataLayer ??= []);

/** A URL reduced to its origin and path: a query or fragment may hold what a visitor searched. */
function withoutQuery(url: string): string {
  try {
    const { origin, pathname } = new URL(url, window.location.href);
    return origin + pathname;
  } catch {
    return '';
  }
}

let measuring: string | null = null;
let previousLocation = '';

/**
 * Records a page view by its path only: always in `window.dataLayer` (the page's own record, which
 * leaves nothing), and through gtag while the visitor allows analytics.
 */
export function trackPageView(pagePath: string): void {
  dataLayer().push({ event: 'page_view', page_path: pagePath } satisfies PageViewEvent);
  sendPageView(pagePath);
}

/**
 * Sends a page view through gtag, if it measures. Location, referrer and title are set from the
 * path too, so no hit gtag sends (its automatic ones included) carries a query string, a fragment
 * or a title that quotes a search.
 */
export function sendPageView(pagePath: string): void {
  if (!measuring || !window.gtag) return;
  const location = window.location.origin + pagePath;
  const referrer = previousLocation || withoutQuery(document.referrer);
  previousLocation = location;
  window.gtag('set', { page_location: location, page_referrer: referrer, page_title: pagePath });
  window.gtag('event', 'page_view', { page_path: pagePath });
}

/**
 * Loads gtag.js for a measurement id, once the visitor has allowed analytics: advertising storage,
 * signals and personalisation off; page views are sent by `trackPageView` only.
 */
export function startAnalytics(measurementId: string): void {
  window[`ga-disable-${measurementId}`] = false;
  measuring = measurementId;
  if (window.gtag) {
    window.gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  const queue = dataLayer();
  // gtag.js reads its commands as `arguments` objects from the data layer.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  });
  window.gtag('js', new Date());
  window.gtag('config', measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    page_location: withoutQuery(window.location.href),
    page_referrer: withoutQuery(document.referrer),
    page_title: window.location.pathname,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** After a refusal: gtag.js (if it came) sends nothing more, and its cookies go. */
export function stopAnalytics(measurementId: string): void {
  if (measuring === null && !window.gtag) return;
  measuring = null;
  window[`ga-disable-${measurementId}`] = true;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1)[0]!.trim();
    if (name !== '_ga' && !name.startsWith('_ga_')) continue;
    // gtag.js sets them on the site's domain, without its www.
    const domain = window.location.hostname.replace(/^www\./, '');
    for (const scope of ['', `; Domain=${domain}`])
      document.cookie = `${name}=; Max-Age=0; Path=/${scope}`;
  }
}
