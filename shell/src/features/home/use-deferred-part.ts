import { useLayoutEffect, useRef, type RefObject } from 'react';
import { DEFERRED_ATTRIBUTE } from '../../remotes/landing-slots';

/**
 * Marks `part` as waiting for its code (`data-deferred`) until the returned callback says it has
 * hydrated. Meanwhile React drops a tap on one of its buttons, the server's HTML not being its
 * own yet (so does it the tap boot.js replays when the app has hydrated): such taps are kept and
 * replayed on the same nodes once the part has hydrated.
 */
export function useDeferredPart(part: RefObject<HTMLElement | null>): () => void {
  const tapped = useRef(new Set<HTMLButtonElement>());
  useLayoutEffect(() => {
    const element = part.current;
    if (!element) return;
    element.setAttribute(DEFERRED_ATTRIBUTE, '');
    const keep = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && element.contains(button) && element.hasAttribute(DEFERRED_ATTRIBUTE)) {
        tapped.current.add(button);
      }
    };
    // On the document: ahead of React's listener on the root, which stops the taps it drops.
    document.addEventListener('click', keep, true);
    return () => document.removeEventListener('click', keep, true);
  }, [part]);
  return () => {
    part.current?.removeAttribute(DEFERRED_ATTRIBUTE);
    // A task later: the hydrated part first renders again with what its refs gave it.
    setTimeout(() => {
      for (const button of tapped.current) if (button.isConnected) button.click();
      tapped.current.clear();
    });
  };
}
