// The reviews server render (dist/server/render.js): its widgets as HTML in their first state.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragment-renderer';
import { reviewsBadgeProps, reviewsCarouselProps } from '@practice/server/render/prop-schemas';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';
import { createReviewsRelay } from './relay/reviews-relay';

/** Widgets only: the browser loads the reviews (from the relay below), so the server renders loading. */
export const { renderFragment, pages } = fragmentRenderer(
  {
    ReviewsCarousel: {
      render: (props) => (
        <ReviewsCarousel {...checkedProps('ReviewsCarousel', reviewsCarouselProps, props)} />
      ),
    },
    ReviewsBadge: {
      render: (props) => (
        <ReviewsBadge {...checkedProps('ReviewsBadge', reviewsBadgeProps, props)} />
      ),
    },
  },
  () => [],
);

const providerUrl = process.env.REVIEWS_PROVIDER_URL;
if (!providerUrl) console.error('reviews: REVIEWS_PROVIDER_URL is not set; the reviews will fail.');

/** The browser's call 1 (docs/product.md), answered here from the provider (REVIEWS_PROVIDER_URL). */
export const relay = providerUrl ? createReviewsRelay({ providerUrl }) : undefined;
