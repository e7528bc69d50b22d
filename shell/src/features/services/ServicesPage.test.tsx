import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@practice/router';
import { site } from '../../config/site';
import { services } from '../../content/services';
import { renderAt } from '../../testing/render-at';
import { ServicesPage } from './ServicesPage';

jest.mock('../../remotes/federation', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <p>Five stars</p> })),
  remoteNameOf: (id: string) => id.split('/')[0],
}));

function StateProbe() {
  return <output data-testid="state">{JSON.stringify(useLocation().state)}</output>;
}

describe('ServicesPage', () => {
  it('shows the banner, the ten service cards, the pharmacy block and the reviews', async () => {
    // The reviews slot suspends on the remote's promise: React 19 wants an awaited act.
    await act(async () => renderAt('/services/', <ServicesPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeInTheDocument();
    const grid = within(screen.getByRole('region', { name: 'OUR SERVICES' }));
    expect(grid.getAllByRole('listitem')).toHaveLength(10);
    for (const service of services) {
      expect(grid.getByRole('heading', { name: service.title })).toBeInTheDocument();
      expect(grid.getByRole('img', { name: service.image.alt })).toBeInTheDocument();
      expect(grid.getByRole('link', { name: `EXPLORE ${service.title}` })).toHaveAttribute(
        'href',
        service.url,
      );
    }
    expect(screen.getByRole('link', { name: /CHECK OUT/ })).toHaveAttribute(
      'href',
      site.links.pharmacy,
    );
    const reviews = within(screen.getByRole('region', { name: 'Our Reviews' }));
    expect(await reviews.findByText('Five stars')).toBeInTheDocument();
  });

  it('passes the card index along when EXPLORE is followed', async () => {
    await act(async () =>
      renderAt(
        '/services/',
        <>
          <ServicesPage />
          <StateProbe />
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: `EXPLORE ${services[4]!.title}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(services[4]!.url);
    expect(screen.getByTestId('state')).toHaveTextContent('{"serviceIndex":4}');
  });
});
