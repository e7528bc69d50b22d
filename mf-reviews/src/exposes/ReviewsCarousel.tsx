import type { ReviewsCarouselProps } from '@practice/shared-types';
import { useReviews } from '../lib/useReviews';
import styles from '../features/carousel/Reviews.module.css';

const FAILED = 'Failed to load Google reviews. Please try again later.';

export default function ReviewsCarousel({
  apiBase,
  featurableId,
  errorMessage,
}: ReviewsCarouselProps) {
  const state = useReviews({ apiBase, featurableId });
  if (state.status === 'loading') return <p role="status">Loading reviews...</p>;
  if (state.status === 'failed') return <p role="alert">{errorMessage ?? FAILED}</p>;
  return (
    <ul className={styles.list} aria-label="Patient reviews">
      {state.data.reviews
        .filter((review) => review.comment.trim())
        .map((review) => (
          <li key={review.reviewId} className={styles.card}>
            <p>
              <strong>{review.reviewer.displayName}</strong> · {review.starRating} of 5 stars
            </p>
            <p>{review.comment}</p>
          </li>
        ))}
    </ul>
  );
}
