import { isRatingSummary, MESSAGES, validateRatingSummary } from './validation';

describe('validateRatingSummary', () => {
  it('accepts a whole non-negative count and an average from 1 to 5', () => {
    expect(validateRatingSummary({ totalReviewCount: 0, averageRating: 1 })).toEqual([]);
    expect(validateRatingSummary({ totalReviewCount: 128, averageRating: 5 })).toEqual([]);
    expect(validateRatingSummary({ totalReviewCount: 12, averageRating: 4.7 })).toEqual([]);
  });

  it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects a review count of %p with the spec message',
    (totalReviewCount) => {
      expect(validateRatingSummary({ totalReviewCount })).toEqual([
        'totalReviewCount must be a positive integer',
      ]);
    },
  );

  it.each([0, 0.99, 5.01, Number.NaN])(
    'rejects an average of %p with the spec message',
    (averageRating) => {
      expect(validateRatingSummary({ averageRating })).toEqual([
        'averageRating must be between 1 and 5',
      ]);
    },
  );

  it('reports every broken rule', () => {
    expect(validateRatingSummary({ totalReviewCount: -3, averageRating: 9 })).toEqual([
      MESSAGES.totalReviewCount,
      MESSAGES.averageRating,
    ]);
  });

  it('leaves missing figures to the caller', () => {
    expect(validateRatingSummary({})).toEqual([]);
  });
});

describe('isRatingSummary', () => {
  it('needs both figures, valid', () => {
    expect(isRatingSummary({ totalReviewCount: 12, averageRating: 4.7 })).toBe(true);
    expect(isRatingSummary({ totalReviewCount: 12 })).toBe(false);
    expect(isRatingSummary({ averageRating: 4.7 })).toBe(false);
    expect(isRatingSummary({ totalReviewCount: 12, averageRating: 0 })).toBe(false);
  });
});
