import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

// Closing, Escape, focus and the inert page are the browser's own: e2e/tests/shell-interactions.spec.ts.

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <a href="#elsewhere">Behind the dialog</a>
      {open && (
        <Modal labelledBy="offer-heading" onClose={() => setOpen(false)}>
          <h2 id="offer-heading">An offer</h2>
          <a href="#details">Details</a>
        </Modal>
      )}
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'An offer' });

describe('Modal', () => {
  it('is an open, labelled modal <dialog> that a close request closes and a click outside does not', () => {
    render(<Page />);
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('closedby', 'closerequest');
  });

  it('starts on its Close, which submits a form that closes the dialog without script', () => {
    render(<Page />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
  });

  it('is dropped once the browser has closed it', () => {
    render(<Page />);
    fireEvent(dialog(), new Event('close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is dropped at once when it was closed before the app ran', () => {
    const closedBefore = jest
      .spyOn(HTMLDialogElement.prototype, 'open', 'get')
      .mockReturnValue(false);
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    closedBefore.mockRestore();
  });
});
