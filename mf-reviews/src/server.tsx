// The reviews server render (dist/server/render.js): its widgets as HTML in their first state.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragment-renderer';
import { reviewsBadgeProps, reviewsCarouselProps } from '@practice/server/render/prop-schemas';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

/** Widgets only: the reviews fetch their data in the browser, so the server renders loading. */
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
