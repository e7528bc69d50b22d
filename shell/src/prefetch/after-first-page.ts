/** What the browser tells of the connection (not in every browser, nor in TypeScript's DOM types). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the browser may fetch pages ahead on idle: not with Save-Data on, nor on a connection the
 * browser rates as 2G or slower. There, only a visitor's intent fetches ahead.
 */
export function mayFetchAheadOnIdle(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Resolves once the page has loaded and its largest paint has been reported. */
function firstPageShown(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    // A browser that does not report it (Safari) has painted by the load event.
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    )
      return resolve();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

/**
 * The longest an idle job waits for an idle period. A browser may give a page none for seconds
 * (under Lighthouse, Chromium gave one page load in four to twelve two idle periods soon after its
 * hydration, then none); past this, the job runs in a task of its own (quicklink bounds its wait
 * the same way).
 */
const IDLE_TIMEOUT_MS = 1000;
/** The wait of the jobs that follow one whose idle period did not come: the next may not either. */
const AFTER_TIMEOUT_MS = 50;

/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest, telling it which;
 * returns a function that cancels it.
 */
export const whenIdle = (
  callback: (timedOut: boolean) => void,
  timeoutMs = IDLE_TIMEOUT_MS,
): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback((deadline) => callback(deadline.didTimeout), {
      timeout: timeoutMs,
    });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => callback(false), 1);
  return () => clearTimeout(timer);
};

/**
 * Runs jobs one per idle period, in the order they were added: what each starts (a chunk to
 * evaluate, a remote's manifest to read) lands in tasks of its own, not in one long task for all.
 * A job may add more.
 */
export function idleQueue(): { add: (job: () => void) => void; cancel: () => void } {
  const jobs: Array<() => void> = [];
  // Set while a job is waiting for its idle period or running.
  let cancelIdle: (() => void) | null = null;
  const next = (timedOut: boolean) => {
    jobs.shift()?.();
    cancelIdle =
      jobs.length > 0 ? whenIdle(next, timedOut ? AFTER_TIMEOUT_MS : IDLE_TIMEOUT_MS) : null;
  };
  return {
    add(job) {
      jobs.push(job);
      cancelIdle ??= whenIdle(next);
    },
    cancel() {
      jobs.length = 0;
      cancelIdle?.();
      cancelIdle = null;
    },
  };
}

/**
 * Runs `callback` when the browser is idle after the page has loaded and painted its largest
 * content: work done ahead never competes with the page the visitor is waiting for. Returns a
 * function that cancels it.
 */
export function afterFirstPage(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstPageShown().then(() => {
    if (!cancelled) cancelIdle = whenIdle(callback);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
