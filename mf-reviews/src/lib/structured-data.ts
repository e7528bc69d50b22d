import type { SiteInfo } from '@practice/shared-types';
import type { RatingSummary } from './validation';

/** schema.org allows any number; search engines read the first few, so ten is plenty. */
const MAX_STRUCTURED_REVIEWS = 10;

export interface StructuredReview {
  author: string;
  /** ISO date-time from the provider. */
  createTime: string;
  text: string;
  starRating: number;
}

const rating = (value: number) => ({ ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * The schema.org AggregateRating of the practice, with up to ten of the reviews shown. The
 * reviewed item is the practice itself, identified by its name and public origin.
 */
export function aggregateRatingJsonLd(
  site: Pick<SiteInfo, 'practiceName' | 'origin'>,
  summary: RatingSummary,
  reviews: StructuredReview[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AggregateRating',
    ...rating(summary.averageRating),
    reviewCount: summary.totalReviewCount,
    itemReviewed: {
      '@type': 'MedicalClinic',
      name: site.practiceName,
      url: site.origin,
      review: reviews.slice(0, MAX_STRUCTURED_REVIEWS).map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        datePublished: review.createTime.slice(0, 10),
        reviewBody: review.text,
        reviewRating: { '@type': 'Rating', ...rating(review.starRating) },
      })),
    },
  };
}
