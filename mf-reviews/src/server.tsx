// The reviews server render (dist/server/render.js): its widgets as HTML in their first state.
import type { ReviewsBadgeProps, ReviewsCarouselProps } from '@practice/shared-types';
import { checkedProps, fragmentRenderer } from '@practice/ui-kit/src/server/fragmentRenderer';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

const SOURCE = ['apiBase', 'featurableId'] as const;

/** Widgets only: the reviews fetch their data in the browser, so the server renders loading. */
export const { renderFragment, pages } = fragmentRenderer(
  {
    ReviewsCarousel: {
      render: (props) => (
        <ReviewsCarousel
          {...checkedProps<ReviewsCarouselProps>('ReviewsCarousel', props, [...SOURCE])}
        />
      ),
    },
    ReviewsBadge: {
      render: (props) => (
        <ReviewsBadge {...checkedProps<ReviewsBadgeProps>('ReviewsBadge', props, [...SOURCE])} />
      ),
    },
  },
  () => [],
);
