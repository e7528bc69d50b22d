import { openingHours, site } from '../../config/site';
import { medicalClinic } from '../../lib/structured-data';
import { JsonLd, PageHead } from '@practice/ui-kit';
import { homeSectionTitles } from '../../content/home';
import { RemoteSlot } from '../../remotes/RemoteSlot';
import { CrisisLineSection } from '../../ui/CrisisLineSection';
import { ReviewsSection } from '../../ui/ReviewsSection';
import { Hero } from './Hero';
import { Highlights } from './Highlights';
import { LanguageHelp } from './LanguageHelp';
import { HomeServiceCards } from './HomeServiceCards';
import { PromoBlocks } from './PromoBlocks';
import { ServiceTabs } from './ServiceTabs';
import { CarouselsSection } from './CarouselsSection';
import styles from './HomePage.module.css';

export function HomePage() {
  return (
    <>
      <PageHead
        title="Omega Health Care | Primary Care, Addiction & Mental Health in Millbrook, NJ"
        description="Primary care, addiction treatment, psychiatry and mental health care in Millbrook, NJ, in person and by telehealth. Book your visit today."
      />
      <JsonLd data={medicalClinic(site, openingHours)} />
      <Hero />
      <Highlights />
      <CrisisLineSection />
      <PromoBlocks />
      <CarouselsSection />
      <HomeServiceCards />
      <section className={`section ${styles.latest}`} aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="section-title">
          {homeSectionTitles.latest}
        </h2>
        <RemoteSlot
          id="blog/LatestArticles"
          props={{ site }}
          site={site}
          variant="widget"
          label="Our latest articles"
        />
      </section>
      <ServiceTabs />
      <ReviewsSection />
      <LanguageHelp />
    </>
  );
}
