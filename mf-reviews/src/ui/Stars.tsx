import { starFills } from '../lib/stars';
import styles from './Stars.module.css';

interface Props {
  rating: number;
  /** Read out instead of the stars, such as 'Rated 4.7 out of 5'. */
  label: string;
  size?: 'small' | 'large';
}

const STAR_PATH = 'M12 2.6l2.8 6 6.6.7-4.9 4.5 1.4 6.5L12 17l-5.9 3.3 1.4-6.5-4.9-4.5 6.6-.7z';

function StarShape() {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Up to five stars, the last one filled in part for a fractional rating. */
export function Stars({ rating, label, size = 'small' }: Props) {
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={styles.star}>
          <StarShape />
          <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
            <StarShape />
          </span>
        </span>
      ))}
    </span>
  );
}
