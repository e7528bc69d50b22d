import { matchRoutes, useRoutes, type RouteObject } from '@practice/router';
import { HomePage } from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { BlogArea, CareersArea, TeamArea } from './RemoteRoutes';

// Home is in the main bundle, as most visits start there.
const AboutPage = lazyScreen(() => import('../features/about/AboutPage'), 'AboutPage');
const ServicesPage = lazyScreen(() => import('../features/services/ServicesPage'), 'ServicesPage');
const ServiceDetailPage = lazyScreen(
  () => import('../features/services/ServiceDetailPage'),
  'ServiceDetailPage',
);
const GetFinancedPage = lazyScreen(
  () => import('../features/financing/GetFinancedPage'),
  'GetFinancedPage',
);
const FaqsPage = lazyScreen(() => import('../features/faqs/FaqsPage'), 'FaqsPage');
const ContactPage = lazyScreen(() => import('../features/contact/ContactPage'), 'ContactPage');

const screen = (Screen: LazyScreen) => ({ element: <Screen />, handle: Screen });

/** Every route matches with and without its trailing slash (the router ignores it). */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'aboutUs', ...screen(AboutPage) },
      { path: 'services', ...screen(ServicesPage) },
      { path: 'services/:serviceSlug', ...screen(ServiceDetailPage) },
      { path: 'get-financed', ...screen(GetFinancedPage) },
      { path: 'FAQs', ...screen(FaqsPage) },
      { path: 'contact-us', ...screen(ContactPage) },
      { path: 'blog/*', element: <BlogArea /> },
      { path: 'ourteam/*', element: <TeamArea /> },
      { path: 'career', element: <CareersArea /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  return useRoutes(routes);
}

/**
 * Fetches the chunk of the screen that `pathname` shows, if it has one of its own. Never fails: a
 * chunk that cannot arrive is tried again when the screen renders.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [(route.handle as LazyScreen).preload()] : [],
  );
  await Promise.all(screens).catch(() => undefined);
}
