import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../../config/site';
import { renderAt } from '../../testing/render-at';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  beforeEach(() => renderAt('/contact-us', <ContactPage />));

  it('shows the address and loads the map only when asked, in the same box', async () => {
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('450 Meadow Lane, Suite 200, Millbrook, NJ 08512', { selector: 'p' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle(/Map of our office/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', site.links.mapEmbed);
    expect(map).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('shows the main office with phone, e-mail, address, hours and Book Now', () => {
    const main = within(screen.getByRole('region', { name: 'CONTACT US' }));
    expect(main.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
    expect(main.getByRole('link', { name: site.email })).toBeInTheDocument();
    expect(main.getByText(/450 Meadow Lane, Suite 200, Millbrook, NJ 08512/)).toBeInTheDocument();
    expect(main.getByText(/Monday to Friday 08:00 AM to 04:00 PM/)).toBeInTheDocument();
    expect(main.getByText(/After-hours services by appointment/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: /Book Now/ })).toHaveAttribute(
      'href',
      site.links.booking,
    );
  });

  it('shows the satellite unit, accepting new patients with telehealth', () => {
    const satellite = within(screen.getByRole('region', { name: 'Satellite Unit' }));
    expect(satellite.getByText(site.satellite.township)).toBeInTheDocument();
    expect(satellite.getByText('Accepting new patients')).toBeInTheDocument();
    expect(satellite.getByText('Telehealth available')).toBeInTheDocument();
  });

  it('offers EMAIL US and the pharmacy with CHECK NOW', () => {
    expect(screen.getByRole('link', { name: 'EMAIL US' })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('heading', { name: 'On-Site Local Pharmacy' })).toBeInTheDocument();
    expect(screen.getByText(/same-day prescription refills/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CHECK NOW/ })).toHaveAttribute(
      'href',
      site.links.pharmacy,
    );
  });
});
