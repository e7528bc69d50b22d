import type { MouseEvent } from 'react';
import { APPLICANT_FORM_PATH, downloadName, positionDocumentPath } from '../../lib/documents';
import { publicUrl } from '../../lib/public-url';
import { CAREERS_PATH, ROLE_FIELD } from '../../lib/upload-rules';
import { APPLY_ID } from '../../lib/page-anchors';
import type { CareersPosition } from '../../content/positions';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './PositionCard.module.css';

interface Props {
  position: CareersPosition;
  onApply: (position: CareersPosition) => void;
}

/** One open position: what it asks and offers, its two documents, and the way to apply. */
export function PositionCard({ position, onApply }: Props) {
  const headingId = `position-${position.id}`;
  const title = position.position;
  // With script, the upload modal; without, the page's application form with this position chosen.
  const openModal = (event: MouseEvent) => {
    event.preventDefault();
    onApply(position);
  };
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.location}>
        <span className={styles.label}>Location:</span> {position.location}
      </p>

      <div className={styles.details}>
        <h4>Qualification</h4>
        <p>{position.qualification}</p>
        <h4>Experience</h4>
        <p>{position.experience}</p>
        <h4>Responsibilities</h4>
        <ul>
          {position.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h4>More Information</h4>
        <p>{position.moreInfo}</p>
      </div>

      <div className={styles.actions}>
        <form className={styles.applyForm} method="get" action={`${CAREERS_PATH}#${APPLY_ID}`}>
          <button
            type="submit"
            name={ROLE_FIELD}
            value={title}
            className={styles.apply}
            onClick={openModal}
            // Tapped before this page has hydrated, the shell's boot.js holds the tap for the modal.
            data-replay-tap
          >
            <span>
              Apply now<span className={visuallyHidden}> for {title}</span>
            </span>
          </button>
        </form>
        <a
          className={styles.download}
          href={publicUrl(positionDocumentPath(position.id))}
          download={downloadName(title)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>
            Position description<span className={visuallyHidden}> for {title}</span> (PDF)
          </span>
        </a>
        <a
          className={styles.download}
          href={publicUrl(APPLICANT_FORM_PATH)}
          download={downloadName('Applicant Form')}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>
            Applicant form<span className={visuallyHidden}> for {title}</span> (PDF)
          </span>
        </a>
      </div>
    </article>
  );
}
