import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../../config/site';
import { renderAt } from '../../testing/renderAt';
import { Layout } from './Layout';

// The pop-up has its own tests; here it would only cover the header.
jest.mock('../promo-popup/NervePainPopup', () => ({ NervePainPopup: () => null }));

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
  const toggle = () => screen.getByRole('button', { name: 'Menu' });
  const announcements = () => screen.queryByRole('complementary', { name: 'Announcements' });

  it('opens and closes with its toggle, which names the menu it controls', async () => {
    renderAt('/', <Layout />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the announcement strip while it is open', async () => {
    renderAt('/', <Layout />);
    expect(announcements()).toBeInTheDocument();
    await userEvent.click(toggle());
    expect(announcements()).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(announcements()).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderAt('/', <Layout />);
    await userEvent.click(toggle());
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    renderAt('/', <Layout />);
    await userEvent.click(toggle());
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'ABOUT US',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/aboutUs/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('route changes', () => {
  it('scroll to the top on a new path only', async () => {
    renderAt('/', <Layout />);
    jest.mocked(window.scrollTo).mockClear();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'SERVICES' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    jest.mocked(window.scrollTo).mockClear();
    // The same page again is no route change.
    await userEvent.click(nav.getByRole('link', { name: 'SERVICES' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
