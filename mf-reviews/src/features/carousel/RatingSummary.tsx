import { formatRating } from '../../lib/stars';
import type { RatingSummary as Summary } from '../../lib/validation';
import { ExternalLink } from '@practice/ui-kit';
import { Stars } from '../../ui/Stars';
import styles from './Carousel.module.css';

interface Props {
  summary: Summary;
  profileUrl?: string;
}

/** '4.7 ★★★★★ 12 Google reviews', linking to the practice's profile when there is one. */
export function RatingSummary({ summary, profileUrl }: Props) {
  const rating = formatRating(summary.averageRating);
  const count = `${summary.totalReviewCount} Google review${summary.totalReviewCount === 1 ? '' : 's'}`;
  return (
    <p className={styles.summary}>
      <span className={styles.average} aria-hidden="true">
        {rating}
      </span>
      <Stars rating={summary.averageRating} label={`Rated ${rating} out of 5`} />
      {profileUrl ? <ExternalLink href={profileUrl}>{count}</ExternalLink> : <span>{count}</span>}
    </p>
  );
}
