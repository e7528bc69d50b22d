import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Modal.module.css';

interface Props {
  id?: string;
  /** Id of the heading inside `children` that names the dialog. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A modal dialog with a static backdrop (a click outside does nothing), sent open by the server
 * and working from the first paint, with or without script: a `<dialog>` whose Close submits a
 * `method="dialog"` form and which Escape closes (a close request), focus starting on Close. While
 * it is open, CSS makes everything beside it inert (Modal.module.css), so neither Tab nor screen
 * readers leave it. Closed, it stays in the page, hidden: React never opens it again (its `open`
 * does not change), and removing it would restyle every element after it (Modal.module.css).
 */
export function Modal({ id, labelledBy, children }: Props) {
  return (
    <dialog
      open
      // The visitor, or the head's script for a pop-up already seen, may close it before the app
      // hydrates.
      suppressHydrationWarning
      id={id}
      closedby="closerequest"
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
    >
      <div className={styles.card}>
        <form method="dialog">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog starts on its first control */}
          <button type="submit" className={styles.close} aria-label="Close" autoFocus>
            <Icon name="close" size={22} />
          </button>
        </form>
        {children}
      </div>
    </dialog>
  );
}
