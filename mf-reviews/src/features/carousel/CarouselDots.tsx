import styles from './Carousel.module.css';

interface Props {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}

/** One button per review; the first review in view is marked current. */
export function CarouselDots({ count, current, onSelect }: Props) {
  return (
    <div className={styles.dots} role="group" aria-label="Choose a review">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={`Show review ${index + 1} of ${count}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
