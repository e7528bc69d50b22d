import { useId } from 'react';
import { site } from '../config/site';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useRuntimeConfig } from '../config/runtime-config-context';
import styles from './ReviewsSection.module.css';

/** 'Our Reviews' from the reviews remote, with its height reserved so nothing moves when it loads. */
export function ReviewsSection() {
  const { reviews } = useRuntimeConfig();
  const headingId = useId();
  return (
    <section className={`section ${styles.reviews}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Our Reviews
      </h2>
      <div className={styles.slot}>
        <RemoteSlot
          id="reviews/ReviewsCarousel"
          props={{ site, ...reviews, maxCharacters: 80, nameDisplay: 'full', dots: false }}
          site={site}
          variant="widget"
          label="Patient reviews"
        />
      </div>
    </section>
  );
}
