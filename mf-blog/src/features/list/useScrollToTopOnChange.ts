import { useEffect, useRef } from 'react';

/** Scrolls the window to the top, smoothly unless the visitor prefers reduced motion. */
function scrollToTop() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

/** Scrolls to the top whenever `key` changes after the first render (a new page or list). */
export function useScrollToTopOnChange(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    scrollToTop();
  }, [key]);
}
