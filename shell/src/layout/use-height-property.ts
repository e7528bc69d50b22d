import { useEffect, type RefObject } from 'react';

/**
 * Keeps the custom property `name` on `target` at `source`'s height in px, as it wraps or resizes.
 * A ResizeObserver reports it after the browser's own layout, and it is written on the element:
 * read in a layout effect and kept in state, it forced a layout of the whole page and a second,
 * synchronous render inside the commit that hydrates the page (one long task).
 */
export function useHeightProperty(
  source: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  name: `--${string}`,
): void {
  useEffect(() => {
    const from = source.current;
    const to = target.current;
    if (!from || !to || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const [box] = entry.borderBoxSize;
      if (box) to.style.setProperty(name, `${box.blockSize}px`);
    });
    observer.observe(from);
    return () => observer.disconnect();
  }, [source, target, name]);
}
