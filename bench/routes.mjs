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

/** The budgets of DESIGN.md. */
export const targets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
  homeJsKb: 200,
};
