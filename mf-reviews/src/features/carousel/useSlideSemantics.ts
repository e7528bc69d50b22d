import { useEffect, type RefObject } from 'react';

/**
 * Gives react-slick's markup the semantics it lacks, and keeps them as slides move:
 * - the track is a list and each slide an item of it ('review 3 of 11'), so nothing stands
 *   between list and item (its own wrappers carry aria-hidden and would break the list);
 * - slides out of view, and the clones it adds for the infinite loop, are aria-hidden but keep
 *   focusable buttons: they are made inert, out of the tab order and of reach, until in view.
 */
export function useSlideSemantics(root: RefObject<HTMLElement | null>, total: number): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      element.querySelector('.slick-track')?.setAttribute('role', 'list');
      element.querySelectorAll('.slick-slide').forEach((slide) => {
        const index = Number(slide.getAttribute('data-index'));
        slide.setAttribute('role', 'listitem');
        slide.setAttribute('aria-posinset', String((((index % total) + total) % total) + 1));
        slide.setAttribute('aria-setsize', String(total));
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root, total]);
}
