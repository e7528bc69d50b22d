import { useRoutes, type RouteObject } from '@practice/router';
import { useLinkPrefetch } from '../prefetch/use-link-prefetch';
import { remotePrefetch, screenPrefetch } from '../prefetch/route-prefetch';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';
import { NotFoundPage } from '../ui/NotFoundPage';
import { lazyScreen } from './lazy-screen';
import { remoteAreas } from './remote-areas';
import { RemoteAreaSlot } from './RemoteAreaSlot';
import { useRenderedLocation } from './use-rendered-location';
import {
  ACCESSIBILITY_PATH,
  NONDISCRIMINATION_PATH,
  PRIVACY_NOTICE_PATH,
  PRIVACY_PRACTICES_PATH,
} from '../content/notices/paths';

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
const PrivacyNoticePage = lazyScreen(
  () => import('../features/notices/PrivacyNoticePage'),
  'PrivacyNoticePage',
);
const PrivacyPracticesPage = lazyScreen(
  () => import('../features/notices/PrivacyPracticesPage'),
  'PrivacyPracticesPage',
);
const NondiscriminationPage = lazyScreen(
  () => import('../features/notices/NondiscriminationPage'),
  'NondiscriminationPage',
);
const AccessibilityPage = lazyScreen(
  () => import('../features/notices/AccessibilityPage'),
  'AccessibilityPage',
);

/**
 * Every route matches with and without its trailing slash (the router ignores it). A route's
 * `handle` fetches what its page needs ahead of a visit (prefetch/use-link-prefetch.ts).
 */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'aboutUs', element: <AboutPage />, handle: screenPrefetch(AboutPage) },
      {
        path: 'services',
        element: <ServicesPage />,
        // A service's page (1.4 KB gzip) comes with the index, which the header links from every
        // page: the index lists the services, and Home's cards of them are far below its fold.
        handle: screenPrefetch(ServicesPage, ServiceDetailPage),
      },
      {
        path: 'services/:serviceEndpoint',
        element: <ServiceDetailPage />,
        handle: screenPrefetch(ServiceDetailPage),
      },
      {
        path: 'get-financed',
        element: <GetFinancedPage />,
        handle: screenPrefetch(GetFinancedPage),
      },
      { path: 'FAQs', element: <FaqsPage />, handle: screenPrefetch(FaqsPage) },
      { path: 'contact-us', element: <ContactPage />, handle: screenPrefetch(ContactPage) },
      {
        path: PRIVACY_NOTICE_PATH,
        element: <PrivacyNoticePage />,
        handle: screenPrefetch(PrivacyNoticePage),
      },
      {
        path: PRIVACY_PRACTICES_PATH,
        element: <PrivacyPracticesPage />,
        handle: screenPrefetch(PrivacyPracticesPage),
      },
      {
        path: NONDISCRIMINATION_PATH,
        element: <NondiscriminationPage />,
        handle: screenPrefetch(NondiscriminationPage),
      },
      {
        path: ACCESSIBILITY_PATH,
        element: <AccessibilityPage />,
        handle: screenPrefetch(AccessibilityPage),
      },
      ...remoteAreas.map((area) => ({
        path: area.route,
        // Keyed, so that moving from one remote's area to another's mounts a fresh slot.
        element: <RemoteAreaSlot key={area.id} area={area} />,
        handle: remotePrefetch(area.id),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  return <Pages location={useRenderedLocation(routes)} />;
}

/**
 * The routes' pages at `location`. Apart from App, which renders twice as the location changes
 * (useRenderedLocation remembers the page on screen): matching the routes and building the page
 * is done once per navigation, in the tap's task.
 */
function Pages({ location }: { location: ReturnType<typeof useRenderedLocation> }) {
  // The page on screen: while the next one waits for its code, its links are not yet there.
  useLinkPrefetch(routes, location.pathname);
  return useRoutes(routes, location);
}
