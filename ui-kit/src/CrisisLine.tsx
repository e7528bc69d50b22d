import type { SiteInfo } from '@practice/shared-types';
import styles from './CrisisLine.module.css';

// A fixed id, not useId: the server renders a remote's part from another root than the page
// hydrates it in. A page shows the crisis line once.
const TITLE_ID = 'crisis-line-title';

/**
 * The crisis line, in the page's own content: where to call or text in a crisis (988), in an
 * emergency (911), and how the practice's patients reach the on-call clinician after hours.
 */
export function CrisisLine({
  site,
}: {
  site: Pick<SiteInfo, 'practiceName' | 'phone' | 'phoneHref'>;
}) {
  return (
    <section className={styles.crisisLine} aria-labelledby={TITLE_ID}>
      {/* A title, not a heading: the callout joins a page without changing its outline. */}
      <p id={TITLE_ID} className={styles.title}>
        If you need help now
      </p>
      <p>
        If you or someone you know is in crisis or thinking about suicide, call or text{' '}
        <a href="tel:988">988</a> (Suicide &amp; Crisis Lifeline), free and confidential, 24 hours a
        day. In an emergency, call <a href="tel:911">911</a> or go to the nearest emergency room.
      </p>
      <p>
        After hours, {site.practiceName} patients can{' '}
        <a href={`tel:${site.phoneHref}`}>reach our on-call clinician</a> through our answering
        service at {site.phone}.
      </p>
    </section>
  );
}
