import type { Review } from './reviews-response';
import { displayName, type NameDisplay } from './names';
import { httpUrl } from './urls';
import { reviewText } from './translation';

/** A review as the widget shows it. */
export interface ShownReview {
  id: string;
  name: string;
  isAnonymous: boolean;
  /** Only an http(s) URL, and never for an anonymous reviewer. */
  photoUrl?: string;
  starRating: number;
  createTime: string;
  text: string;
  translated: boolean;
}

interface ShowOptions {
  nameDisplay: NameDisplay;
  showTranslation: boolean;
}

/**
 * The reviews to show, in the provider's order: those without text (empty after trimming) are
 * hidden, names are displayed as asked, and Google's translation kept or dropped.
 */
export function shownReviews(reviews: Review[], options: ShowOptions): ShownReview[] {
  return reviews.flatMap((review) => {
    if (!review.comment.trim()) return [];
    const { text, translated } = reviewText(review.comment, options.showTranslation);
    if (!text) return [];
    const { reviewer } = review;
    const photoUrl = reviewer.isAnonymous ? undefined : httpUrl(reviewer.profilePhotoUrl);
    return [
      {
        id: review.reviewId,
        name: displayName(reviewer.displayName, options.nameDisplay, reviewer.isAnonymous),
        isAnonymous: reviewer.isAnonymous,
        ...(photoUrl ? { photoUrl } : {}),
        starRating: review.starRating,
        createTime: review.createTime,
        text,
        translated,
      },
    ];
  });
}
