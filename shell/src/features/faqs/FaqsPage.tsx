import { site } from '../../config/site';
import { faqs } from '../../content/faqs';
import { faqPage } from '../../lib/structured-data';
import { AfterFirstFrame, ExternalLink, JsonLd, PageHead, visuallyHidden } from '@practice/ui-kit';
import { CrisisLineSection } from '../../ui/CrisisLineSection';
import { TextWithPhone } from '../../ui/TextWithPhone';
import { Accordion } from './Accordion';
import styles from './FaqsPage.module.css';

export function FaqsPage() {
  return (
    <>
      <PageHead
        title="FAQs | Omega Health Care"
        description="Answers about addiction and mental health treatment, appointments, insurance, prescription refills, medical records and your first visit at Omega Health Care."
      />
      <JsonLd data={faqPage(faqs, site.phone)} />
      <div className={styles.hero}>
        <h1 className={styles.title}>FAQs</h1>
        <p className={styles.subtitle}>Frequently Asked Questions</p>
      </div>
      <section className="section" aria-labelledby="faq-list-heading">
        <h2 id="faq-list-heading" className={visuallyHidden}>
          Questions and answers
        </h2>
        <div className={styles.list}>
          <Accordion
            items={faqs.map((faq) => ({
              heading: faq.question,
              content: <TextWithPhone text={faq.answer} />,
            }))}
          />
        </div>
      </section>
      <AfterFirstFrame>
        <CrisisLineSection />
        <section className="section" aria-labelledby="faq-closing-heading">
          <div className={styles.closing}>
            <h2 id="faq-closing-heading">
              Ready to prioritize your health with a team that cares?
            </h2>
            <p>
              Book online in a minute, or call us at{' '}
              <a href={`tel:${site.phoneHref}`}>{site.phone}</a>.
            </p>
            <ExternalLink href={site.links.booking} className="button button-light">
              BOOK APPOINTMENT
            </ExternalLink>
          </div>
        </section>
      </AfterFirstFrame>
    </>
  );
}
