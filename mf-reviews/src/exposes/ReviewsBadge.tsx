import type { ReviewsBadgeProps } from '@practice/shared-types';
import { useReviews } from '../lib/useReviews';

const FAILED = 'Failed to load Google reviews. Please try again later.';

export default function ReviewsBadge({
  apiBase,
  featurableId,
  badgeLabel = 'Google Rating',
  errorMessage,
}: ReviewsBadgeProps) {
  const state = useReviews({ apiBase, featurableId });
  if (state.status === 'loading') return <p role="status">Loading reviews...</p>;
  if (state.status === 'failed') return <p role="alert">{errorMessage ?? FAILED}</p>;
  const { averageRating, totalReviewCount, profileUrl } = state.data;
  return (
    <p>
      {badgeLabel}: {averageRating.toFixed(1)} ·{' '}
      <a href={profileUrl} target="_blank" rel="noopener noreferrer">
        Read our {totalReviewCount} reviews
      </a>
    </p>
  );
}
