import { useEffect, type RefObject } from 'react';

/**
 * react-slick marks slides out of view, and the clones it adds for the infinite loop, with
 * aria-hidden, but their buttons stay focusable: keyboard users would tab into invisible
 * slides and screen readers would meet focusable hidden content. Making those slides inert
 * takes them out of the tab order (and out of reach of clicks) until they come into view.
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      element.querySelectorAll('.slick-slide').forEach((slide) => {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}
