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
import { SkipLink } from '../layout/SkipLink';
import { useScrollToTopOnNavigate } from '../layout/use-scroll-to-top-on-navigate';

/**
 * Page views follow the visitor's choice, known only once the page has hydrated: a component of
 * their own, so that learning it renders nothing else again. An update reaching a screen still
 * waiting for its chunk would make React give up hydrating it and render it anew.
 */
function PageViews() {
  usePageViews();
  return null;
}

/** The frame around every screen: header, announcements, footer, the pop-up, and per-route effects. */
export function Layout() {
  useScrollToTopOnNavigate();
  const { analyticsId } = useRuntimeConfig();
  // The pop-up comes first: while it is open, what follows it is inert (Modal.module.css).
  return (
    <>
      <NervePainPopup />
      <PageViews />
      <SocialMeta />
      <SkipLink />
      {analyticsId && <PrivacyChoices />}
      <Header />
      <AnnouncementStrip />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
