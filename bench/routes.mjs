// @ts-check
/** The key routes measured by `npm run bench` (issue 8): one post and one profile stand for their kind. */
export const benchRoutes = [
  '/',
  '/aboutUs/',
  '/services/',
  '/services/sud/',
  '/get-financed/',
  '/blog/',
  '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/',
  '/ourteam/',
  '/ourteam/Samuel_Osei/',
  '/career/',
  '/FAQs',
  '/contact-us',
];

/** Where the early tap is measured (issue 26): Home, the blog's list, a post and the FAQs. */
export const tapRoutes = [
  '/',
  '/blog/',
  '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/',
  '/FAQs',
];

/** The budgets: docs/performance.md's ("Budgets"). */
export const targets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 50,
  /**
   * No task that TBT counts (after the first contentful paint) over 50 ms, simulated from the
   * main thread's running time (running-time.mjs).
   */
  taskAfterFcpMs: 50,
  lcpRatio: 1,
  homeJsKb: 130,
  earlyTapMs: 100,
  /** From a tap on a link to the first frame of the next page's own content (journeys.mjs). */
  journeyMs: 200,
};
