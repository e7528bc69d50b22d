import { useParams } from '@practice/router';
import { site } from '../../config/site';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { AfterFirstFrame, ExternalLink, PageHead } from '@practice/ui-kit';
import { PageBanner } from '../../ui/PageBanner';
import { PharmacyCard } from '../../ui/PharmacyCard';
import { ServiceBody } from './ServiceBody';
import { serviceForEndpoint } from './service-lookup';
import { ServiceSideList } from './ServiceSideList';
import styles from './ServiceDetailPage.module.css';

/** /services/{endpoint}/: the service's page beside the list of all services; unknown endpoints are not found. */
export function ServiceDetailPage() {
  const service = serviceForEndpoint(useParams().serviceEndpoint);
  if (!service) return <NotFoundPage />;
  return (
    <>
      <PageHead {...service.head} />
      <PageBanner title={service.title} eyebrow="Our services" />
      <div className={styles.layout}>
        <div className={styles.sideList}>
          <ServiceSideList current={service} />
        </div>
        <ServiceBody service={service} />
        {/* Below the service on a phone, below the list of services on a wide screen. */}
        <AfterFirstFrame>
          <div className={styles.pharmacy}>
            <PharmacyCard linkLabel="CHECK OUT" compact />
          </div>
        </AfterFirstFrame>
      </div>
      <AfterFirstFrame>
        <section className={styles.cta} aria-labelledby="service-cta-heading">
          <div className={styles.ctaInner}>
            <h2 id="service-cta-heading">{service.callToAction.heading}</h2>
            <p>{service.callToAction.text}</p>
            <ExternalLink href={site.links.booking} className="button button-light">
              BOOK NOW
            </ExternalLink>
          </div>
        </section>
      </AfterFirstFrame>
    </>
  );
}
