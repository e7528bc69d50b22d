import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold a widget starts loading: about a screen ahead of a scrolling visitor. */
const NEAR_MARGIN = '800px';

/**
 * The element whose box tells where it is on the page: a wrapper with `display: contents` has
 * none of its own, so the nearest ancestor that has one stands in for it.
 */
function boxOf(element: Element): Element {
  let box = element;
  while (box.parentElement && getComputedStyle(box).display === 'contents') box = box.parentElement;
  return box;
}

/**
 * A promise, the same one for the component's lifetime, that resolves once the element comes
 * within a screen of the viewport (at once where the browser cannot observe it). Never resolves
 * while `enabled` is false.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): Promise<void> {
  const [gate] = useState(() => {
    let open = () => {};
    const reached = new Promise<void>((resolve) => (open = resolve));
    return { reached, open };
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(boxOf(element));
    return () => observer.disconnect();
  }, [enabled, gate, ref]);
  return gate.reached;
}
