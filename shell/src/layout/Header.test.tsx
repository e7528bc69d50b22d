import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../config/site';
import { renderAt } from '../testing/render-at';
import { Layout } from '../app/Layout';

// The pop-up has its own tests; here it would only cover the header.
jest.mock('../features/promo-popup/NervePainPopup', () => ({ NervePainPopup: () => null }));

const contactBar = () => screen.getByRole('list', { name: 'Contact details' }).parentElement!;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the contact bar', () => {
  it('shows the hours, phone, e-mail, address and three social links', () => {
    renderAt('/', <Layout />);
    const bar = within(contactBar());
    expect(bar.getByText(new RegExp(site.hours.weekdays))).toBeInTheDocument();
    expect(bar.getByText(new RegExp(site.hours.afterHours))).toBeInTheDocument();
    expect(bar.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
    expect(bar.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(bar.getByRole('link', { name: /450 Meadow Lane/ })).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      expect(bar.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  it('hides while scrolling down and comes back when scrolling up or near the top', () => {
    renderAt('/', <Layout />);
    expect(contactBar()).not.toHaveAttribute('inert');
    scrollTo(200);
    expect(contactBar()).toHaveAttribute('inert');
    expect(screen.getByRole('banner')).toHaveClass('barHidden');
    scrollTo(150);
    expect(contactBar()).not.toHaveAttribute('inert');
    scrollTo(400);
    expect(contactBar()).toHaveAttribute('inert');
    // Below 10 px it always shows, even when the last move was downwards.
    scrollTo(5);
    scrollTo(9);
    expect(contactBar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('banner')).not.toHaveClass('barHidden');
  });
});

describe('the navigation', () => {
  it('lists the nine links and marks the current one', () => {
    renderAt('/FAQs', <Layout />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'HOME',
      'ABOUT US',
      'SERVICES',
      'GET FINANCED',
      'BLOG',
      'OUR TEAM',
      'CAREERS',
      'FAQS',
      'CONTACT US',
    ]);
    expect(nav.getByRole('link', { name: 'FAQS' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section of a page below it', () => {
    renderAt('/services/sud/', <Layout />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'SERVICES' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers BOOK NOW, NEW PATIENT INTAKE REQUEST and PATIENT PORTAL in a new tab', () => {
    renderAt('/', <Layout />);
    const banner = within(screen.getByRole('banner'));
    for (const [name, href] of [
      ['BOOK NOW', site.links.booking],
      ['NEW PATIENT INTAKE REQUEST', site.links.intake],
      ['PATIENT PORTAL', site.links.portal],
    ] as const) {
      const link = banner.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('the small-screen menu', () => {
  // Opening, Escape, a tap outside and the hidden strip are the browser's own (a popover):
  // e2e/tests/shell-interactions.spec.ts and no-script.spec.ts.
  const toggle = () => screen.getByRole('button', { name: 'Menu' });
  const menu = () => document.getElementById(toggle().getAttribute('popovertarget')!)!;

  beforeEach(() => {
    HTMLElement.prototype.hidePopover = jest.fn();
  });

  it('is a popover that its toggle opens, holding the navigation and the three actions', () => {
    renderAt('/', <Layout />);
    expect(menu()).toHaveAttribute('popover', 'auto');
    expect(menu()).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu()).toContainElement(screen.getByRole('link', { name: /^PATIENT PORTAL/ }));
  });

  it('is closed by the app when a link is followed, not when it hydrates', async () => {
    renderAt('/', <Layout />);
    expect(menu().hidePopover).not.toHaveBeenCalled();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'ABOUT US',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/aboutUs/');
    expect(menu().hidePopover).toHaveBeenCalledTimes(1);
  });

  it('lets go of focus before it closes, and gives it to the toggle once the next page paints', async () => {
    let focusedAtClose: Element | null = null;
    HTMLElement.prototype.hidePopover = jest.fn(() => {
      focusedAtClose = document.activeElement;
    });
    renderAt('/', <Layout />);
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'ABOUT US',
    });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/aboutUs/');
    // Nothing in the menu holds focus as it closes: the browser has nothing to give back.
    expect(focusedAtClose).toBe(document.body);
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  it('is closed by the app when the window widens to the desktop layout', () => {
    const listeners: Array<() => void> = [];
    const matchMedia = jest.spyOn(window, 'matchMedia').mockReturnValue({
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList);
    renderAt('/', <Layout />);
    act(() => listeners.forEach((listener) => listener()));
    expect(menu().hidePopover).toHaveBeenCalled();
    matchMedia.mockRestore();
  });
});
