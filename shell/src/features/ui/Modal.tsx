import { useEffect, useRef, type ReactNode } from 'react';
import { focusableIn } from './focusable';
import { Icon } from './Icon';
import styles from './Modal.module.css';

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const outside = !dialog.contains(document.activeElement);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (outside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

interface Props {
  /** Id of the heading inside `children` that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** Everything on the page beside the path from `element` up to the body, not inert already. */
function everythingBeside(element: HTMLElement): Element[] {
  const beside: Element[] = [];
  for (
    let node: HTMLElement | null = element;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== node && !sibling.hasAttribute('inert')) beside.push(sibling);
    }
  }
  return beside;
}

/**
 * A modal dialog with a static backdrop (a click outside does nothing): focus moves in, stays in
 * while it is open and goes back where it was when it closes; Escape and the close button close it.
 * The rest of the page is inert meanwhile, so neither focus nor screen readers reach it. It renders
 * in place (no portal), so the server can send it open and the browser hydrate it.
 */
export function Modal({ labelledBy, onClose, children }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const host = dialog?.parentElement;
    if (!dialog || !host) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const background = everythingBeside(host);
    background.forEach((element) => element.setAttribute('inert', ''));
    document.documentElement.classList.add(styles.locked);
    (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      background.forEach((element) => element.removeAttribute('inert'));
      document.documentElement.classList.remove(styles.locked);
      returnTo?.focus?.({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <Icon name="close" size={22} />
        </button>
        {children}
      </div>
    </div>
  );
}
