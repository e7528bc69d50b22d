import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './SlideRotator.module.css';

interface Props {
  /** Three or more: the next slide always waits on the right while the last one leaves left. */
  slides: ReactNode[];
  playing: boolean;
  /** How long a slide rests, once it has arrived, before the next one comes. */
  restMs: number;
  /** How long a slide takes to glide in (0: it appears at once). */
  glideMs: number;
  className?: string;
}

type Place = 'shown' | 'leaving' | 'waiting';

/**
 * Shows one slide at a time and moves on to the next, for ever, while playing; a pointer or focus
 * inside holds it still (as react-slick's pauseOnHover did). Hand-written rather than react-slick:
 * slick costs 15 KB gzip on every page for three one-line slides. Every slide sits in one grid
 * cell (the box is as tall as the tallest, so nothing shifts); the one shown is at rest, the one
 * before glides out to the left, the others wait off to the right. The server's HTML shows the
 * first slide, and hidden slides are inert: out of the tab order and of the accessibility tree.
 */
export function SlideRotator({ slides, playing, restMs, glideMs, className }: Props) {
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  // When the last glide ends: the next rest starts then, however often play is pressed meanwhile.
  const glideEnds = useRef(0);
  const count = slides.length;
  const moving = playing && !held;

  useEffect(() => {
    if (!moving) return;
    const wait = Math.max(restMs, glideEnds.current + restMs - Date.now());
    const timer = setTimeout(() => {
      glideEnds.current = Date.now() + glideMs;
      setShown((index) => (index + 1) % count);
    }, wait);
    return () => clearTimeout(timer);
  }, [moving, shown, restMs, glideMs, count]);

  const placeOf = (index: number): Place =>
    index === shown ? 'shown' : index === (shown + count - 1) % count ? 'leaving' : 'waiting';

  return (
    // The pointer and focus handlers only hold the rotation still; they make nothing interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-roledescription="carousel"
      className={className ? `${styles.rotator} ${className}` : styles.rotator}
      style={{ '--glide': `${glideMs}ms` } as CSSProperties}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((slide, index) => {
        const hidden = index !== shown;
        return (
          <div
            // Slides never reorder: their position is their identity.
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={`${styles.slide} ${styles[placeOf(index)]}`}
            aria-hidden={hidden || undefined}
            inert={hidden}
          >
            {slide}
          </div>
        );
      })}
    </div>
  );
}
