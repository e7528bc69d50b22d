import type { MouseEvent } from 'react';
import { Icon } from '../ui/Icon';
import { scrollToTop } from '@practice/ui-kit';
import styles from './GoToTop.module.css';

/**
 * A link to the top of the page ("#top" is always the top), shown by CSS alone once the page has
 * scrolled beyond a third of its height (GoToTop.module.css). The app makes the trip a glide and
 * puts keyboard users at the start of the content.
 */
export function GoToTop() {
  const glide = (event: MouseEvent) => {
    event.preventDefault();
    scrollToTop();
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <a href="#top" className={styles.link} onClick={glide} aria-label="Go to top">
      <Icon name="arrowUp" size={22} />
    </a>
  );
}
