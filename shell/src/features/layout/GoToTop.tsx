import { prefersReducedMotion } from '../../lib/motion';
import { Icon } from '../ui/Icon';
import { useScrolledPastThird } from './useScrolledPastThird';
import styles from './GoToTop.module.css';

/** Appears beyond one third of the page and glides back to the top. */
export function GoToTop() {
  const visible = useScrolledPastThird();
  if (!visible) return null;
  const goToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the start of the content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} onClick={goToTop} aria-label="Go to top">
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
