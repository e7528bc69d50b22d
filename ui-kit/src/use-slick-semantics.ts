import { useEffect, type RefObject } from 'react';

/**
 * Gives react-slick's markup (under `root`) what it lacks for keyboard and screen-reader users,
 * and keeps it as slides move:
 * - slides out of view, and the clones of an infinite loop, carry aria-hidden but keep focusable
 *   links and buttons: they are made inert, out of the tab order and of reach, until in view;
 * - given `listSize` (the number of real slides), the track is a list and each slide an item of
 *   it ('review 3 of 11'), so nothing stands between list and item (react-slick's own wrappers
 *   carry aria-hidden and would break the list).
 */
export function useSlickSemantics(root: RefObject<HTMLElement | null>, listSize?: number): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      if (listSize !== undefined)
        element.querySelector('.slick-track')?.setAttribute('role', 'list');
      element.querySelectorAll('.slick-slide').forEach((slide) => {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
        if (listSize === undefined) return;
        const index = Number(slide.getAttribute('data-index'));
        slide.setAttribute('role', 'listitem');
        slide.setAttribute(
          'aria-posinset',
          String((((index % listSize) + listSize) % listSize) + 1),
        );
        slide.setAttribute('aria-setsize', String(listSize));
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root, listSize]);
}
