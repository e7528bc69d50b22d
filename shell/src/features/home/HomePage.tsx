import { site } from '../../config/site';
import { RemoteSlot } from '../../app/remotes/RemoteSlot';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { PageHead } from '../layout/PageHead';

export function HomePage() {
  const { reviews } = useRuntimeConfig();
  return (
    <>
      <PageHead
        title="Omega Health Care | Primary Care, Addiction & Mental Health in Millbrook, NJ"
        description="Primary care, addiction treatment, psychiatry and mental health care in Millbrook, NJ, in person and by telehealth. Book your visit today."
      />
      <section className="section">
        <h1>Compassionate primary care, addiction treatment and mental health care</h1>
        <p>
          At {site.practiceName} one team looks after your whole health: check-ups and chronic
          conditions, medication for opioid and alcohol use disorders, psychiatry and counselling,
          in our Millbrook office or by telehealth across NJ, PA, GA and NY.
        </p>
        <a className="button" href={site.links.booking} target="_blank" rel="noopener noreferrer">
          BOOK NOW
        </a>
      </section>
      <section className="section" aria-labelledby="latest-heading">
        <h2 id="latest-heading">LATEST TIPS &amp; NEWS</h2>
        <RemoteSlot
          id="blog/LatestArticles"
          props={{ site }}
          site={site}
          variant="widget"
          label="Our latest articles"
        />
      </section>
      <section className="section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Our Reviews</h2>
        <RemoteSlot
          id="reviews/ReviewsCarousel"
          props={{ site, ...reviews, maxCharacters: 80, nameDisplay: 'full', dots: false }}
          site={site}
          variant="widget"
          label="Patient reviews"
        />
      </section>
    </>
  );
}
