export const MESSAGES = {
  totalReviewCount: 'totalReviewCount must be a positive integer',
  averageRating: 'averageRating must be between 1 and 5',
} as const;

export interface RatingSummary {
  averageRating: number;
  totalReviewCount: number;
}

/**
 * Checks the aggregate figures (docs/product.md, "Reviews widget"): a non-negative whole review count and an
 * average between 1 and 5. Returns the messages of every rule broken; none means valid.
 */
export function validateRatingSummary(summary: Partial<RatingSummary>): string[] {
  const { averageRating, totalReviewCount } = summary;
  const errors: string[] = [];
  if (
    totalReviewCount !== undefined &&
    !(Number.isInteger(totalReviewCount) && totalReviewCount >= 0)
  ) {
    errors.push(MESSAGES.totalReviewCount);
  }
  if (
    averageRating !== undefined &&
    !(Number.isFinite(averageRating) && averageRating >= 1 && averageRating <= 5)
  ) {
    errors.push(MESSAGES.averageRating);
  }
  return errors;
}

/** Both figures present and valid. */
export function isRatingSummary(summary: Partial<RatingSummary>): summary is RatingSummary {
  return (
    summary.averageRating !== undefined &&
    summary.totalReviewCount !== undefined &&
    validateRatingSummary(summary).length === 0
  );
}
