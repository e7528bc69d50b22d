import { useEffect, type RefObject } from 'react';

/**
 * react-slick hides off-screen slides and the clones of an infinite loop with aria-hidden but
 * leaves their links focusable. Making those slides inert keeps keyboard focus on what is shown.
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const sync = () =>
      container.querySelectorAll('.slick-slide').forEach((slide) => {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [root]);
}
