import { useEffect, useRef } from 'react';
import { scrollToTop } from '@practice/ui-kit';

/** Scrolls to the top whenever `key` changes after the first render (a new page or list). */
export function useScrollToTopOnChange(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    scrollToTop();
  }, [key]);
}
