import { useRoutes, type RouteObject } from '@practice/router';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';
import { NotFoundPage } from '../ui/NotFoundPage';
import { lazyScreen } from './lazy-screen';
import { remoteAreas } from './remote-areas';
import { RemoteAreaSlot } from './RemoteAreaSlot';
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

/** Every route matches with and without its trailing slash (the router ignores it). */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'aboutUs', element: <AboutPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'services/:serviceEndpoint', element: <ServiceDetailPage /> },
      { path: 'get-financed', element: <GetFinancedPage /> },
      { path: 'FAQs', element: <FaqsPage /> },
      { path: 'contact-us', element: <ContactPage /> },
      { path: PRIVACY_NOTICE_PATH, element: <PrivacyNoticePage /> },
      { path: PRIVACY_PRACTICES_PATH, element: <PrivacyPracticesPage /> },
      { path: NONDISCRIMINATION_PATH, element: <NondiscriminationPage /> },
      { path: ACCESSIBILITY_PATH, element: <AccessibilityPage /> },
      ...remoteAreas.map((area) => ({
        path: area.route,
        // Keyed, so that moving from one remote's area to another's mounts a fresh slot.
        element: <RemoteAreaSlot key={area.id} area={area} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  return useRoutes(routes);
}
