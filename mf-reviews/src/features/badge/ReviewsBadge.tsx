import { useEffect } from 'react';
import type { ReviewsBadgeProps } from '@practice/shared-types';
import { formatRating } from '../../lib/stars';
import { httpUrl } from '../../lib/urls';
import { isRatingSummary, validateRatingSummary } from '../../lib/validation';
import { ExternalLink } from '@practice/ui-kit';
import { FAILED_MESSAGE, LOADING_MESSAGE } from '../../content/messages';
import { Stars } from '../../ui/Stars';
import { useReviews } from '../../hooks/use-reviews';
import styles from './ReviewsBadge.module.css';

const defaultSubheading = (totalReviewCount: number) =>
  `Read our ${totalReviewCount} review${totalReviewCount === 1 ? '' : 's'}`;

/**
 * The rating badge: the average to one decimal with up to five stars, a label, and a link to
 * the reviews. The figures come from the provider unless both are given as props. A missing or
 * invalid figure gives the failed state; an invalid one is also reported in the console with
 * its rule, for whoever configured the badge.
 */
export function ReviewsBadge({
  apiBase,
  featurableId,
  theme = 'light',
  badgeLabel = 'Google Rating',
  badgeSubheadingFormatter = defaultSubheading,
  averageRating,
  totalReviewCount,
  profileUrl,
  loading,
  errorMessage,
}: ReviewsBadgeProps) {
  const given = averageRating !== undefined && totalReviewCount !== undefined;
  const state = useReviews({ apiBase, featurableId }, !given);
  const fetched = state.status === 'loaded' ? state.data : undefined;
  const figures = {
    averageRating: averageRating ?? fetched?.averageRating,
    totalReviewCount: totalReviewCount ?? fetched?.totalReviewCount,
  };
  const errors = validateRatingSummary(figures).join('\n');
  useEffect(() => {
    if (errors) console.error(`ReviewsBadge: ${errors}`);
  }, [errors]);

  const pending = !given && state.status === 'loading';
  let content;
  if (loading === true || (loading === undefined && pending)) {
    content = (
      <p className={styles.status} role="status">
        {LOADING_MESSAGE}
      </p>
    );
  } else if (pending) {
    content = <div className={styles.status} aria-busy="true" />;
  } else if (!isRatingSummary(figures)) {
    content = (
      <p className={styles.status} role="status">
        {errorMessage ?? FAILED_MESSAGE}
      </p>
    );
  } else {
    const rating = formatRating(figures.averageRating);
    const link = httpUrl(profileUrl ?? fetched?.profileUrl);
    const subheading = badgeSubheadingFormatter(figures.totalReviewCount);
    content = (
      <>
        <p className={styles.label}>{badgeLabel}</p>
        <p className={styles.score}>
          <span className={styles.value} aria-hidden="true">
            {rating}
          </span>
          <Stars rating={figures.averageRating} label={`Rated ${rating} out of 5`} size="large" />
        </p>
        <p className={styles.subheading}>
          {link ? <ExternalLink href={link}>{subheading}</ExternalLink> : subheading}
        </p>
      </>
    );
  }

  return <div className={`${styles.badge} ${styles[theme]}`}>{content}</div>;
}
