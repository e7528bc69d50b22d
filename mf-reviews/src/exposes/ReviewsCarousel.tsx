import type { ComponentType } from 'react';
import type { ReviewsCarouselProps } from '@practice/shared-types';
import { ReviewsCarousel } from '../features/carousel/ReviewsCarousel';

/** `reviews/ReviewsCarousel`: the carousel layout of the reviews widget. */
const Exposed: ComponentType<ReviewsCarouselProps> = ReviewsCarousel;
export default Exposed;
