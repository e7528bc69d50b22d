import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show offer
      </button>
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

async function openDialog() {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Show offer' }));
  return screen.getByRole('dialog', { name: 'An offer' });
}

describe('Modal', () => {
  it('moves focus into the dialog, on its close button', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openDialog();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
  });

  it('makes the page behind it inert while it is open', async () => {
    const dialog = await openDialog();
    const behind = screen.getByRole('link', { name: 'Behind the dialog' });
    expect(behind.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(behind.closest('[inert]')).toBeNull();
  });

  it('closes on Escape and returns focus to where it was', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show offer' })).toHaveFocus();
  });

  it('closes with its close button, but not by a click on the backdrop', async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show offer' })).toHaveFocus();
  });
});
