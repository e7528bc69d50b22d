import { useRef, useState, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { ShownReview } from '../../lib/shown-reviews';
import { usePrefersReducedMotion, useSlickSemantics } from '@practice/ui-kit';
import { CarouselControls } from './CarouselControls';
import { CarouselDots } from './CarouselDots';
import { ReviewCard } from './ReviewCard';
import { useInterval } from './use-interval';
import { usePointerOrFocusWithin } from './use-pointer-or-focus-within';
import { useSlidesToShow } from './use-slides-to-show';
import styles from './Carousel.module.css';

/** docs/product.md, "Reviews carousel". */
export const AUTOPLAY_INTERVAL_MS = 3000;
const TRANSITION_MS = 500;

interface Props {
  reviews: ShownReview[];
  maxCharacters: number;
  dots: boolean;
  label: string;
  /** Shown on the controls' row, such as the rating summary. */
  aside?: ReactNode;
}

/**
 * The review slides. Autoplay is driven here rather than by react-slick, whose autoplay cannot
 * resume once paused through its props: it rotates unless the visitor paused it, the pointer is
 * over it, focus is inside it, or the visitor prefers reduced motion (then Play starts it).
 */
export function Carousel({ reviews, maxCharacters, dots, label, aside }: Props) {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const slidesToShow = useSlidesToShow();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const engaged = usePointerOrFocusWithin(root);
  const [current, setCurrent] = useState(0);

  const movable = reviews.length > slidesToShow;
  const paused = choice ? choice === 'pause' : reducedMotion;
  const rotating = movable && !paused && !engaged;
  useInterval(() => slider.current?.slickNext(), rotating ? AUTOPLAY_INTERVAL_MS : null);
  useSlickSemantics(root, reviews.length);

  const settings: Settings = {
    slidesToShow,
    slidesToScroll: 1,
    infinite: true,
    speed: reducedMotion ? 0 : TRANSITION_MS,
    // A press of Previous or Next during a transition counts instead of being dropped.
    waitForAnimate: false,
    autoplay: false,
    arrows: false,
    dots: false,
    // Arrow keys would move slides away from a focused button; the carousel's buttons do that.
    accessibility: false,
    swipeToSlide: true,
    beforeChange: (_from, to) => setCurrent(to),
  };

  return (
    <div
      ref={root}
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.toolbar}>
        {aside}
        {movable && (
          <CarouselControls
            paused={paused}
            onPrevious={() => slider.current?.slickPrev()}
            onNext={() => slider.current?.slickNext()}
            onTogglePause={() => setChoice(paused ? 'play' : 'pause')}
          />
        )}
      </div>
      <div className={styles.list} aria-live={rotating ? 'off' : 'polite'}>
        <Slider ref={slider} {...settings}>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} maxCharacters={maxCharacters} />
          ))}
        </Slider>
      </div>
      {dots && movable && (
        <CarouselDots
          count={reviews.length}
          current={current}
          onSelect={(index) => slider.current?.slickGoTo(index)}
        />
      )}
    </div>
  );
}
