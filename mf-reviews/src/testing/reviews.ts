import type { Review } from '../lib/reviews-response';
import type { ReviewsData } from '../lib/parse-response';

const DAY = 24 * 60 * 60 * 1000;

/** A review written `daysAgo` days before now. */
export function makeReview(
  id: string,
  comment: string,
  reviewer: Partial<Review['reviewer']> = {},
  { daysAgo = 10, starRating = 5 }: { daysAgo?: number; starRating?: Review['starRating'] } = {},
): Review {
  const created = new Date(Date.now() - daysAgo * DAY).toISOString();
  return {
    reviewId: id,
    comment,
    starRating,
    createTime: created,
    updateTime: created,
    reviewer: { displayName: 'Maria Gonzalez', isAnonymous: false, ...reviewer },
  };
}

export const LONG_COMMENT =
  'I have been coming to Omega Health Care for about two years and it is honestly the best ' +
  'primary care office I have been to. The front desk remembers my name.';

/** Five reviews with text and one without, as a provider would send them. */
export function sampleData(overrides: Partial<ReviewsData> = {}): ReviewsData {
  return {
    reviews: [
      makeReview('maria', LONG_COMMENT, {
        displayName: 'Maria Gonzalez',
        profilePhotoUrl: 'https://photos.example/maria.jpg',
      }),
      makeReview('anon', 'Respectful and clear from the very first visit.', {
        displayName: 'A Google User',
        isAnonymous: true,
      }),
      makeReview('blank', '   \n ', { displayName: 'Keisha Williams' }),
      makeReview(
        'tom',
        'Type <script>alert(1)</script> & <b>bold</b> here, they said.',
        { displayName: 'Tom Brennan' },
        { starRating: 4 },
      ),
      makeReview(
        'luis',
        'Muy buena atención.\n\n(Translated by Google)\nVery good care.',
        { displayName: 'Luis Herrera' },
        { daysAgo: 65 },
      ),
      makeReview('james', 'Refills go through the portal without hassle.', {
        displayName: 'James Okafor',
        profilePhotoUrl: 'javascript:alert(1)',
      }),
    ],
    profileUrl: 'https://maps.example/place/omega',
    totalReviewCount: 6,
    averageRating: 4.66,
    ...overrides,
  };
}
