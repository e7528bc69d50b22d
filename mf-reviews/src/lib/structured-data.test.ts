import { aggregateRatingJsonLd, type StructuredReview } from './structured-data';

const site = { practiceName: 'Omega Health Care', origin: 'https://omega.example' };
const review = (index: number): StructuredReview => ({
  author: `Reviewer ${index}`,
  createTime: '2026-10-18T14:32:11Z',
  text: `Review number ${index}`,
  starRating: 5,
});

describe('aggregateRatingJsonLd', () => {
  const data = aggregateRatingJsonLd(
    site,
    { averageRating: 4.7, totalReviewCount: 12 },
    Array.from({ length: 12 }, (_, index) => review(index + 1)),
  );

  it('rates the practice with best 5 and worst 1', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
      itemReviewed: { '@type': 'MedicalClinic', name: 'Omega Health Care', url: site.origin },
    });
  });

  it('lists at most ten reviews, in order', () => {
    expect(data.itemReviewed.review).toHaveLength(10);
    expect(data.itemReviewed.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Reviewer 1' },
      datePublished: '2026-10-18',
      reviewBody: 'Review number 1',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });
});
