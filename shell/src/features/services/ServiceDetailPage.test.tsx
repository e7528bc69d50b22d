import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../../config/site';
import { services } from '../../content/services';
import { renderAt } from '../../testing/render-at';
import { ServiceDetailPage } from './ServiceDetailPage';

const renderService = (url: string) =>
  renderAt(url, <ServiceDetailPage />, { path: '/services/:serviceEndpoint' });

const serviceList = () => within(screen.getByRole('navigation', { name: 'Our services' }));

describe('ServiceDetailPage', () => {
  it.each(services.map((service) => [service.url, service] as const))(
    '%s shows its content with the active service highlighted',
    (url, service) => {
      renderService(url);
      expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: service.intro.heading })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: service.image.alt })).toHaveAttribute('width');
      expect(serviceList().getAllByRole('link')).toHaveLength(10);
      expect(serviceList().getByRole('link', { current: 'page' })).toHaveTextContent(service.title);
      for (const { key } of service.sections.flatMap((section) =>
        'points' in section ? section.points : [],
      )) {
        expect(screen.getByText(`${key}:`)).toBeInTheDocument();
      }
    },
  );

  it('matches its path without the trailing slash', () => {
    renderService('/services/sud');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Substance Use Disorder Treatment' }),
    ).toBeInTheDocument();
  });

  it('links the words of the paragraph that name other services', () => {
    renderService('/services/psychiatry/');
    expect(screen.getByRole('link', { name: 'mental health treatment' })).toHaveAttribute(
      'href',
      '/services/mental-health-treatment/',
    );
  });

  it('gives OB-GYN its plain bullet list under its heading', () => {
    const obGyn = services.find((service) => service.url === '/services/ob-gyn-services/')!;
    const list = obGyn.sections.find((section) => 'bullets' in section)!;
    renderService(obGyn.url);
    expect(screen.getByRole('heading', { name: list.heading })).toBeInTheDocument();
    for (const bullet of 'bullets' in list ? list.bullets : []) {
      expect(screen.getByText(bullet)).toBeInTheDocument();
    }
  });

  it('gives the nerve-pain service a Get Financed button, and no other', () => {
    renderService('/services/axon-therapy-mpns/');
    expect(screen.getByRole('link', { name: 'Get Financed' })).toHaveAttribute(
      'href',
      '/get-financed/',
    );
  });

  it('has no Get Financed button on other services', () => {
    renderService('/services/psychiatry/');
    expect(screen.queryByRole('link', { name: 'Get Financed' })).not.toBeInTheDocument();
  });

  it('closes with its call to action and BOOK NOW, and offers the pharmacy', () => {
    const service = services[0]!;
    renderService(service.url);
    const cta = screen.getByRole('region', { name: service.callToAction.heading });
    expect(cta).toHaveTextContent(service.callToAction.text);
    expect(within(cta).getByRole('link', { name: /BOOK NOW/ })).toHaveAttribute(
      'href',
      site.links.booking,
    );
    expect(screen.getByRole('link', { name: /CHECK OUT/ })).toHaveAttribute(
      'href',
      site.links.pharmacy,
    );
  });

  it('folds the list behind a button naming the current service on small screens', async () => {
    renderService('/services/psychiatry/');
    const toggle = screen.getByRole('button', { name: /Current: Psychiatry/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(serviceList().getByRole('link', { name: 'Precise Diagnosis' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services/precise-diagnosis/');
  });

  it('shows Page Not Found for an unknown service', () => {
    renderService('/services/cardiology/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
