import { useState } from 'react';
import type { ImageRef } from '../../content/model';
import { ChevronIcon } from '../../ui/icons';
import styles from './ImageCarousel.module.css';

interface Props {
  images: readonly ImageRef[];
  /** Names the carousel for assistive technology, such as 'Images for {post title}'. */
  label: string;
  tall?: boolean;
}

/** One image at a time with previous and next buttons that wrap around; no autoplay. */
export function ImageCarousel({ images, label, tall = false }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  return (
    <section
      className={[styles.carousel, tall && styles.tall].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport}>
        {images.map((image, position) => (
          <div
            key={image.image + position}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            hidden={position !== index}
          >
            <img
              src={image.image}
              alt={image.alt}
              width={1200}
              height={675}
              loading={position === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
        <button
          type="button"
          className={`${styles.control} ${styles.previous}`}
          aria-label="Previous image"
          onClick={() => step(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.next}`}
          aria-label="Next image"
          onClick={() => step(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <p className={styles.counter} aria-live="polite">
        Image {index + 1} of {count}
      </p>
    </section>
  );
}
