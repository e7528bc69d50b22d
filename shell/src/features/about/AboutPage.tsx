import { Link } from '@practice/router';
import {
  aboutBanner,
  companySummary,
  hereForYouCards,
  peopleFirstItems,
} from '../../content/about';
import { Icon } from '../../ui/Icon';
import { PageBanner } from '../../ui/PageBanner';
import { CrisisLineSection } from '../../ui/CrisisLineSection';
import { ReviewsSection } from '../../ui/ReviewsSection';
import styles from './AboutPage.module.css';
import { visuallyHidden, PageHead } from '@practice/ui-kit';

export function AboutPage() {
  return (
    <>
      <PageHead
        title="About Us | Omega Health Care in Millbrook, NJ"
        description="Meet Omega Health Care: primary care, addiction treatment and mental health care under one roof in Millbrook, NJ, with telehealth in NJ, PA, GA and NY."
      />
      <PageBanner title={aboutBanner.heading}>
        <p>{aboutBanner.text}</p>
      </PageBanner>

      <section className="section" aria-labelledby="here-for-you-heading">
        <h2 id="here-for-you-heading" className="section-title">
          WE ARE HERE FOR YOU
        </h2>
        <ul className={styles.cards}>
          {hereForYouCards.map((card) => (
            <li key={card.url} className={styles.card}>
              <h3>{card.heading}</h3>
              <p>{card.text}</p>
              <Link to={card.url} className={styles.more}>
                Learn more<span className={visuallyHidden}> about {card.heading}</span>
                <Icon name="chevronRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.peopleFirst} aria-labelledby="people-first-heading">
        <div className={styles.peopleInner}>
          <h2 id="people-first-heading" className="section-title">
            WHERE PEOPLE COME FIRST
          </h2>
          {/* One list: a row of three columns on wide screens, stacked cards on small ones. */}
          <ol className={styles.people}>
            {peopleFirstItems.map((item) => (
              <li key={item.heading} className={styles.person}>
                <img src={item.icon} alt={item.iconAlt} width={64} height={64} loading="lazy" />
                <div>
                  <h3>{item.heading}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="summary-heading">
        <div className={styles.summary}>
          <h2 id="summary-heading">{companySummary.heading}</h2>
          {companySummary.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <CrisisLineSection />

      <ReviewsSection />
    </>
  );
}
