import { Suspense } from 'react';
import { Outlet } from '@practice/router';
import { usePageViews } from '../analytics/use-page-views';
import { AnnouncementStrip } from '../features/announcements/AnnouncementStrip';
import { NervePainPopup } from '../features/promo-popup/NervePainPopup';
import { PrivacyChoices } from '../features/privacy-choices/PrivacyChoices';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { SocialMeta } from '../seo/SocialMeta';
import { Footer } from '../layout/Footer';
import { PageLoading } from '../layout/PageLoading';
import { Header } from '../layout/Header';
import { useScrollToTopOnNavigate } from '../layout/use-scroll-to-top-on-navigate';

/** The frame around every screen: header, announcements, footer, the pop-up, and per-route effects. */
export function Layout() {
  useScrollToTopOnNavigate();
  usePageViews();
  const { analyticsId } = useRuntimeConfig();
  return (
    <>
      <SocialMeta />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {analyticsId && <PrivacyChoices />}
      <Header />
      <AnnouncementStrip />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <NervePainPopup />
    </>
  );
}
