import { useId } from 'react';
import type { ShownReview } from '../../lib/shown-reviews';
import { relativeDate } from '../../lib/relative-date';
import { Stars } from '../../ui/Stars';
import { Avatar } from './Avatar';
import { ReviewText } from './ReviewText';
import styles from './ReviewCard.module.css';

interface Props {
  review: ShownReview;
  maxCharacters: number;
}

/** One slide: who, when, how many stars, and what they wrote. */
export function ReviewCard({ review, maxCharacters }: Props) {
  // useId stays: slides render only in the browser, once the reviews have arrived (the server
  // renders the loading state), and react-slick clones each slide for its loop, so an id made
  // from the review would repeat in the page.
  const nameId = useId();
  return (
    <div className={styles.slide}>
      <div className={styles.card}>
        <div className={styles.header}>
          <Avatar name={review.name} isAnonymous={review.isAnonymous} photoUrl={review.photoUrl} />
          <div className={styles.who}>
            <p id={nameId} className={styles.name}>
              {review.name}
            </p>
            <p className={styles.date}>
              <time dateTime={review.createTime}>{relativeDate(review.createTime)}</time>
              {review.translated && ' · Translated by Google'}
            </p>
          </div>
        </div>
        <Stars rating={review.starRating} label={`Rated ${review.starRating} out of 5`} />
        <ReviewText text={review.text} maxCharacters={maxCharacters} describedBy={nameId} />
      </div>
    </div>
  );
}
