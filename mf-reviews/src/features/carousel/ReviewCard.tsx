import { useId } from 'react';
import type { ShownReview } from '../../lib/shownReviews';
import { relativeDate } from '../../lib/relativeDate';
import { Stars } from '../shared/Stars';
import { Avatar } from './Avatar';
import { ReviewText } from './ReviewText';
import styles from './ReviewCard.module.css';

interface Props {
  review: ShownReview;
  position: number;
  total: number;
  maxCharacters: number;
}

/** One slide: who, when, how many stars, and what they wrote. */
export function ReviewCard({ review, position, total, maxCharacters }: Props) {
  const nameId = useId();
  return (
    <div role="listitem" aria-posinset={position} aria-setsize={total} className={styles.slide}>
      <div className={styles.card}>
        <div className={styles.header}>
          <Avatar name={review.name} isAnonymous={review.isAnonymous} photoUrl={review.photoUrl} />
          <div className={styles.who}>
            <p id={nameId} className={styles.name}>
              {review.name}
            </p>
            <p className={styles.date}>
              <time dateTime={review.createTime}>{relativeDate(review.createTime)}</time>
            </p>
          </div>
        </div>
        <Stars rating={review.starRating} label={`Rated ${review.starRating} out of 5`} />
        <ReviewText text={review.text} maxCharacters={maxCharacters} describedBy={nameId} />
        {review.translated && <p className={styles.note}>Translated by Google</p>}
      </div>
    </div>
  );
}
