/**
 * The reviews provider's documented response shape (docs/product.md, "Entities" and "The calls it makes"): what the widget
 * reads and what the stub (stub/server.ts) serves in its place. Declarations only, so the stub's
 * own build (rootDir stub/) uses them without compiling the widget's source.
 */

export interface Reviewer {
  displayName: string;
  isAnonymous: boolean;
  profilePhotoUrl?: string;
}

export interface Review {
  reviewId: string;
  comment: string;
  starRating: 1 | 2 | 3 | 4 | 5;
  createTime: string;
  updateTime: string;
  reviewer: Reviewer;
}

export interface ReviewsWidgetResponse {
  success: boolean;
  reviews: Review[];
  profileUrl: string;
  totalReviewCount: number;
  averageRating: number;
}
