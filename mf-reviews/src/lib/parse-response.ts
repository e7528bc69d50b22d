import type { Review, Reviewer } from './reviews-response';

/**
 * What the widget keeps of the provider's answer. The aggregate figures are optional here: the
 * carousel works without them, and the badge turns their absence into its failed state.
 */
export interface ReviewsData {
  reviews: Review[];
  profileUrl?: string;
  totalReviewCount?: number;
  averageRating?: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function parseReviewer(value: unknown): Reviewer | null {
  if (!isObject(value) || typeof value.displayName !== 'string') return null;
  const photo = optionalString(value.profilePhotoUrl);
  return {
    displayName: value.displayName,
    isAnonymous: value.isAnonymous === true,
    ...(photo ? { profilePhotoUrl: photo } : {}),
  };
}

function parseReview(value: unknown): Review | null {
  if (!isObject(value)) return null;
  const reviewer = parseReviewer(value.reviewer);
  const { reviewId, comment, starRating, createTime, updateTime } = value;
  const rating = Number(starRating);
  if (
    !reviewer ||
    typeof reviewId !== 'string' ||
    typeof createTime !== 'string' ||
    !(Number.isInteger(rating) && rating >= 1 && rating <= 5)
  ) {
    return null;
  }
  return {
    reviewId,
    // A review without text is a rating only; it is hidden like an empty comment.
    comment: typeof comment === 'string' ? comment : '',
    starRating: rating as Review['starRating'],
    createTime,
    updateTime: typeof updateTime === 'string' ? updateTime : createTime,
    reviewer,
  };
}

/**
 * Reads the provider's answer (call 1 of docs/product.md). Null when the answer is unusable: not an object,
 * `success` not true, or no reviews array. Single reviews that do not have the documented shape
 * are left out rather than failing the whole widget.
 */
export function parseWidgetResponse(body: unknown): ReviewsData | null {
  if (!isObject(body) || body.success !== true || !Array.isArray(body.reviews)) return null;
  const reviews = body.reviews.map(parseReview).filter((review) => review !== null);
  const profileUrl = optionalString(body.profileUrl);
  const totalReviewCount = optionalNumber(body.totalReviewCount);
  const averageRating = optionalNumber(body.averageRating);
  return {
    reviews,
    ...(profileUrl ? { profileUrl } : {}),
    ...(totalReviewCount !== undefined ? { totalReviewCount } : {}),
    ...(averageRating !== undefined ? { averageRating } : {}),
  };
}
