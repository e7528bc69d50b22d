import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

// Closing, Escape, focus and the inert page are the browser's own: e2e/tests/shell-interactions.spec.ts.

function Page({ text = 'Behind the dialog' }: { text?: string }) {
  return (
    <>
      <Modal labelledBy="offer-heading">
        <h2 id="offer-heading">An offer</h2>
        <a href="#details">Details</a>
      </Modal>
      <a href="#elsewhere">{text}</a>
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

  it('stays in the page once the browser has closed it, hidden, and is not opened again', () => {
    const { container, rerender } = render(<Page />);
    const closed = container.querySelector('dialog')!;
    // The browser's close (jsdom has none): the attribute goes, then the close event.
    closed.removeAttribute('open');
    fireEvent(closed, new Event('close'));
    rerender(<Page text="The page rendered again" />);
    expect(screen.getByRole('link', { name: 'The page rendered again' })).toBeInTheDocument();
    expect(container.querySelector('dialog')).toBe(closed);
    expect(closed).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
