import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onRender` once, when the app's first render is in the page (before the browser paints
 * it): the moment the prerendered page it replaced is gone.
 */
export function AfterFirstRender({ onRender }: { onRender: () => void }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onRender();
  }, [onRender]);
  return null;
}
