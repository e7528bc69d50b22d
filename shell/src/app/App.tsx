import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { BlogArea, CareersArea, TeamArea } from './RemoteRoutes';

/** A screen in its own chunk, with its content, fetched on the first visit to it. */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

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

/** Every route matches with and without its trailing slash (the router ignores it). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="aboutUs" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:serviceSlug" element={<ServiceDetailPage />} />
        <Route path="get-financed" element={<GetFinancedPage />} />
        <Route path="FAQs" element={<FaqsPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="blog/*" element={<BlogArea />} />
        <Route path="ourteam/*" element={<TeamArea />} />
        <Route path="career" element={<CareersArea />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
