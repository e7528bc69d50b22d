import { Link } from '@practice/router';
import { financing, site } from '../../config/site';
import { financingHeading, financingNote, financingPlans } from '../../content/financing';
import { AXON_SERVICE_PATH } from '../../content/services/axon-therapy-path';
import { financingLink } from '../../lib/financing-link';
import { ExternalLink, visuallyHidden, PageHead } from '@practice/ui-kit';
import { Icon } from '../../ui/Icon';
import { PageBanner } from '../../ui/PageBanner';
import styles from './GetFinancedPage.module.css';

export function GetFinancedPage() {
  return (
    <>
      <PageHead
        title="Get Financed: Axon Therapy Payment Plans | Omega Health Care"
        description="Payment plans for Axon magnetic peripheral nerve stimulation therapy at Omega Health Care: $1,500 for more than one pain location, $1,200 for one."
      />
      <PageBanner title={financingHeading} eyebrow="Get financed">
        <p>
          Spread the cost of your{' '}
          <Link to={AXON_SERVICE_PATH} className={styles.bannerLink}>
            Axon therapy for nerve pain
          </Link>{' '}
          with a payment plan from our financing partner.
        </p>
      </PageBanner>
      <section className="section" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={visuallyHidden}>
          Payment plans
        </h2>
        <ul className={styles.plans}>
          {financingPlans.map((plan) => (
            <li key={plan.productCode} className={styles.plan}>
              <h3 className={styles.amount}>{plan.amount}</h3>
              <p className={styles.label}>{plan.label}</p>
              <ul className={styles.includes}>
                {plan.includes.map((line) => (
                  <li key={line}>
                    <Icon name="check" />
                    {line}
                  </li>
                ))}
              </ul>
              <ExternalLink
                href={financingLink(financing.applicationUrl, plan.productCode, financing.token)}
                className="button"
              >
                Get Financed<span className={visuallyHidden}> for {plan.amount}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {financingNote} Call us at <a href={`tel:${site.phoneHref}`}>{site.phone}</a>.
        </p>
      </section>
    </>
  );
}
