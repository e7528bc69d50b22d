import { Link } from '@practice/router';
import { services } from '../../content/services';
import { CrisisLineSection } from '../../ui/CrisisLineSection';
import { PageBanner } from '../../ui/PageBanner';
import { PharmacyCard } from '../../ui/PharmacyCard';
import { ReviewsSection } from '../../ui/ReviewsSection';
import type { ServiceNavigationState } from './service-lookup';
import styles from './ServicesPage.module.css';
import { visuallyHidden, PageHead } from '@practice/ui-kit';

export function ServicesPage() {
  return (
    <>
      <PageHead
        title="Our Services | Omega Health Care"
        description="Primary care, internal medicine, addiction treatment, psychiatry, mental health, OB-GYN, precise diagnosis and Axon therapy for nerve pain at Omega Health Care, NJ."
      />
      <PageBanner title="SERVICES">
        <p>
          Ten services, one connected team: find the care you need for your body, your mind and your
          recovery.
        </p>
      </PageBanner>

      <section className="section" aria-labelledby="our-services-heading">
        <h2 id="our-services-heading" className="section-title">
          OUR SERVICES
        </h2>
        <ul className={styles.grid}>
          {services.map((service, index) => (
            <li key={service.url} className={styles.card}>
              <img
                src={service.image.src}
                alt={service.image.alt}
                width={640}
                height={400}
                loading={index < 3 ? 'eager' : 'lazy'}
              />
              <div className={styles.body}>
                <h3>{service.title}</h3>
                <p>{service.summary}</p>
                <Link
                  to={service.url}
                  state={{ serviceIndex: index } satisfies ServiceNavigationState}
                  className="button"
                >
                  EXPLORE<span className={visuallyHidden}> {service.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CrisisLineSection />

      <div className="section">
        <PharmacyCard linkLabel="CHECK OUT" />
      </div>

      <ReviewsSection />
    </>
  );
}
