import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { BlogArea, CareersArea, TeamArea } from './RemoteRoutes';

// Home is in the main bundle; the other screens load with their own content when first visited.
const AboutPage = lazy(() =>
  import('../features/about/AboutPage').then((module) => ({ default: module.AboutPage })),
);
const ServicesPage = lazy(() =>
  import('../features/services/ServicesPage').then((module) => ({ default: module.ServicesPage })),
);
const ServiceDetailPage = lazy(() =>
  import('../features/services/ServiceDetailPage').then((module) => ({
    default: module.ServiceDetailPage,
  })),
);
const GetFinancedPage = lazy(() =>
  import('../features/financing/GetFinancedPage').then((module) => ({
    default: module.GetFinancedPage,
  })),
);
const FaqsPage = lazy(() =>
  import('../features/faqs/FaqsPage').then((module) => ({ default: module.FaqsPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/ContactPage').then((module) => ({ default: module.ContactPage })),
);

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
