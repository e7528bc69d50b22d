import type { ReviewsCarouselProps } from '@practice/shared-types';
import { shownReviews } from '../../lib/shown-reviews';
import { JsonLd } from '@practice/ui-kit';
import { aggregateRatingJsonLd } from '../../lib/structured-data';
import { httpUrl } from '../../lib/urls';
import { isRatingSummary } from '../../lib/validation';
import { FAILED_MESSAGE, LOADING_MESSAGE } from '../../content/messages';
import { useReviews } from '../../hooks/use-reviews';
import { Carousel } from './Carousel';
import { RatingSummary } from './RatingSummary';
import styles from './Carousel.module.css';

// A fixed id, not useId: the server renders this from another root than the page hydrates it in
// (one carousel a page).
const HEADING_ID = 'reviews-carousel-heading';

const DEFAULT_MAX_CHARACTERS = 200;
const NO_REVIEWS_MESSAGE = 'There are no reviews to show yet.';

const validLimit = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_CHARACTERS;

/**
 * The reviews carousel: loading, then the slides or the failed message, in a frame of fixed
 * height so the page does not move when the answer arrives. With `title` it is a region with
 * its own h2; without, the host page provides the heading.
 */
export function ReviewsCarousel({
  site,
  apiBase,
  featurableId,
  title,
  maxCharacters,
  nameDisplay = 'firstAndInitial',
  dots = true,
  showTranslation = true,
  structuredData = true,
  loading,
  errorMessage,
}: ReviewsCarouselProps) {
  const state = useReviews({ apiBase, featurableId });

  let content;
  if (loading === true || (loading === undefined && state.status === 'loading')) {
    content = (
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {LOADING_MESSAGE}
      </p>
    );
  } else if (state.status === 'loading') {
    // Loading was switched off by the host: keep the space, say nothing yet.
    content = <div className={styles.status} aria-busy="true" />;
  } else if (state.status === 'failed') {
    content = (
      <p className={`${styles.status} ${styles.failed}`} role="status">
        {errorMessage ?? FAILED_MESSAGE}
      </p>
    );
  } else {
    const { data } = state;
    const reviews = shownReviews(data.reviews, { nameDisplay, showTranslation });
    const summary = isRatingSummary(data) && data.totalReviewCount > 0 ? data : undefined;
    content =
      reviews.length === 0 ? (
        <p className={styles.status} role="status">
          {NO_REVIEWS_MESSAGE}
        </p>
      ) : (
        <>
          {structuredData && summary && (
            <JsonLd
              data={aggregateRatingJsonLd(
                site,
                summary,
                reviews.map((review) => ({ ...review, author: review.name })),
              )}
            />
          )}
          <Carousel
            reviews={reviews}
            maxCharacters={validLimit(maxCharacters)}
            dots={dots}
            label={title ?? 'Patient reviews'}
            aside={
              summary && <RatingSummary summary={summary} profileUrl={httpUrl(data.profileUrl)} />
            }
          />
        </>
      );
  }

  return title ? (
    <section className={styles.widget} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.title}>
        {title}
      </h2>
      {content}
    </section>
  ) : (
    <div className={styles.widget}>{content}</div>
  );
}
