/**
 * Modal behaviour for a dialog rendered into document.body: focus moves in, Tab and Shift+Tab
 * stay inside, Escape closes, the rest of the page is inert and does not scroll, and focus
 * returns to where it was when the dialog closes.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  // The latest onClose, without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement as HTMLElement | null;
    const restoreOutside = makeOutsideInert(node);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    (initialFocus.current ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab') {
        keepTabInside(node, event);
      }
    };
    // On the document, not the dialog: focus can drop to <body> (a button that was just pressed
    // becomes disabled while sending), and Escape and Tab must still work then.
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreOutside();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, initialFocus]);
}

function keepTabInside(node: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  // -1 when focus is outside, on the dialog itself, or on a control that was just disabled.
  const index = focusable.indexOf(document.activeElement as HTMLElement);
  if (index === -1) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && index === 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && index === focusable.length - 1) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes every other child of <body> inert; returns the undo. */
function makeOutsideInert(node: HTMLElement): () => void {
  const container = Array.from(document.body.children).find((child) => child.contains(node));
  const changed = Array.from(document.body.children).filter(
    (child) => child !== container && !child.hasAttribute('inert'),
  );
  changed.forEach((child) => child.setAttribute('inert', ''));
  return () => changed.forEach((child) => child.removeAttribute('inert'));
}
