import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@practice/router';
import { renderAt } from '../../testing/render-at';
import { LandingPopupContext } from './landing-popup-context';
import { NervePainPopup } from './NervePainPopup';

/** The pop-up on a page that also links elsewhere, as the site frame would. */
const page = (openOnLanding: boolean) => (
  <LandingPopupContext value={openOnLanding}>
    <Link to="/aboutUs/">About us</Link>
    <p>Page content</p>
    <NervePainPopup />
  </LandingPopupContext>
);

describe('NervePainPopup', () => {
  it('is open on landing when the server decided so, as a labelled modal dialog', () => {
    renderAt('/', page(true));
    const dialog = screen.getByRole('dialog', { name: 'Living with nerve pain?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: /Axon therapy/ })).toHaveAttribute(
      'href',
      '/services/axon-therapy-mpns/',
    );
  });

  it('stays closed where the server decided so', () => {
    renderAt('/services/axon-therapy-mpns/', page(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens once per page load: not again after navigating', async () => {
    renderAt('/', page(true));
    // The browser closes it (its Close, Escape); jsdom cannot: the attribute goes, the event follows.
    const dialog = screen.getByRole('dialog');
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/aboutUs/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when its link is followed', async () => {
    renderAt('/', page(true));
    // jsdom's <dialog> has no close(): the browser's is e2e/tests/shell-interactions.spec.ts's.
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    HTMLDialogElement.prototype.close = close;
    try {
      await userEvent.click(screen.getByRole('link', { name: /Learn about Axon therapy/ }));
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/services/axon-therapy-mpns/');
  });
});
