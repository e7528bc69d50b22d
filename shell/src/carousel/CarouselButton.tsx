import { Icon, type IconName } from '../ui/Icon';
import styles from './CarouselButton.module.css';

interface Props {
  icon: IconName;
  label: string;
  onClick: () => void;
  /** Smaller, light-on-dark variant. */
  inverse?: boolean;
}

/** A round, labelled control: previous, next, pause or play. */
export function CarouselButton({ icon, label, onClick, inverse = false }: Props) {
  return (
    <button
      type="button"
      className={inverse ? `${styles.button} ${styles.inverse}` : styles.button}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} size={inverse ? 16 : 22} />
    </button>
  );
}
