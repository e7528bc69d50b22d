import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useRoutes } from '@practice/router';
import { App } from './App';

jest.mock('../remotes/federation', () => {
  const stubs: Record<string, () => React.ReactElement> = {
    'blog/BlogRoutes': () => <h1>FEATURED BLOGS</h1>,
    'blog/LatestArticles': () => <p>Three articles</p>,
    'team/TeamRoutes': () => <h1>MEET THE TEAM</h1>,
    'careers/CareersPage': () => <h1>CAREERS</h1>,
    'reviews/ReviewsCarousel': () => <p>Five stars</p>,
  };
  return {
    loadRemoteModule: jest.fn((id: string) => Promise.resolve({ default: stubs[id] })),
    isRemoteModuleLoaded: jest.fn(() => false),
    preloadRemoteModule: jest.fn(),
    remoteNameOf: (id: string) => id.split('/')[0],
  };
});
jest.mock('../features/promo-popup/NervePainPopup', () => ({ NervePainPopup: () => null }));
// Counted: how often the routes are matched and their page built.
jest.mock('@practice/router', () => {
  const router = jest.requireActual<typeof import('@practice/router')>('@practice/router');
  return { ...router, useRoutes: jest.fn(router.useRoutes) };
});

async function renderApp(url: string) {
  window.scrollTo = jest.fn();
  // Lazy screens and remote slots suspend: React 19 wants the render inside an awaited act.
  await act(async () =>
    render(
      // As in the browser (bootstrap.tsx): the router updates at once.
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <App />
      </MemoryRouter>,
    ),
  );
  return screen.findByRole('heading', { level: 1 });
}

const description = () =>
  Array.from(document.head.querySelectorAll('meta[name="description"]')).at(-1);

describe('App routes', () => {
  it.each([
    ['/', 'Compassionate care for body and mind'],
    ['/aboutUs/', 'ABOUT US'],
    ['/aboutUs', 'ABOUT US'],
    ['/services/', 'SERVICES'],
    ['/services', 'SERVICES'],
    ['/services/sud/', 'Substance Use Disorder Treatment'],
    ['/services/sud', 'Substance Use Disorder Treatment'],
    ['/get-financed/', 'Axon Treatment Payment Plans'],
    ['/FAQs', 'FAQs'],
    ['/FAQs/', 'FAQs'],
    ['/contact-us', 'Contact Omega Health Care'],
    ['/blog/', 'FEATURED BLOGS'],
    ['/ourteam/', 'MEET THE TEAM'],
    ['/career/', 'CAREERS'],
    ['/no-such-page', 'Page Not Found'],
    ['/services/no-such-service/', 'Page Not Found'],
  ])('%s shows one h1, %s, inside the site frame', async (url, heading) => {
    expect(await renderApp(url)).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/', 'Omega Health Care | Primary Care, Addiction & Mental Health'],
    ['/aboutUs/', 'About Us | Omega Health Care'],
    ['/services/', 'Our Services | Omega Health Care'],
    ['/services/psychiatry/', 'Psychiatry Services in Millbrook, NJ | Omega Health Care'],
    ['/get-financed/', 'Get Financed: Axon Therapy Payment Plans'],
    ['/FAQs', 'FAQs | Omega Health Care'],
    ['/contact-us', 'Contact Us | Omega Health Care'],
  ])('%s sets its own title and description', async (url, title) => {
    await renderApp(url);
    expect(document.title).toContain(title);
    expect(description()?.getAttribute('content')?.length).toBeGreaterThan(50);
  });

  it('tells search engines not to index Page Not Found', async () => {
    await renderApp('/no-such-page');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('fills Home with its sections and the two remote widgets', async () => {
    await renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /BOOK NOW/ })).toHaveAttribute('target', '_blank');
    for (const heading of [
      'Qualified Doctors',
      '24 Hours On-Call Services',
      'We Are Here For You',
      'CHOOSE CONFIDENTLY',
      'EFFECTIVE WEIGHT LOSS',
      'HIGH QUALITY TREATMENT',
      'OMEGA SERVICES',
    ]) {
      expect(main.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const treatment = within(main.getByRole('region', { name: 'HIGH QUALITY TREATMENT' }));
    expect(treatment.getAllByRole('link')).toHaveLength(6);
    expect(
      await within(main.getByRole('region', { name: 'LATEST TIPS & NEWS' })).findByText(
        'Three articles',
      ),
    ).toBeInTheDocument();
    expect(
      await within(main.getByRole('region', { name: 'Our Reviews' })).findByText('Five stars'),
    ).toBeInTheDocument();
  });

  it('fills About Us with its cards, its three principles, the summary and reviews', async () => {
    await renderApp('/aboutUs/');
    const hereForYou = within(screen.getByRole('region', { name: 'WE ARE HERE FOR YOU' }));
    expect(hereForYou.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services/sud/',
      '/services/internal-medicine-physicians/',
      '/services/mental-health-treatment/',
    ]);
    const peopleFirst = within(screen.getByRole('region', { name: 'WHERE PEOPLE COME FIRST' }));
    expect(peopleFirst.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'SUD Treatment',
      'Behavioral Treatment',
      'Accurate Prescription',
    ]);
    expect(screen.getByRole('heading', { name: 'About Omega Health Care' })).toBeInTheDocument();
    expect(await screen.findByText('Five stars')).toBeInTheDocument();
  });

  it('matches the routes and builds the next page once per navigation', async () => {
    await renderApp('/FAQs');
    jest.mocked(useRoutes).mockClear();
    const footer = within(screen.getByRole('contentinfo'));
    act(() => void fireEvent.click(footer.getByRole('link', { name: 'Omega Health Care' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Compassionate care for body and mind',
    );
    expect(useRoutes).toHaveBeenCalledTimes(1);
  });

  it('keeps the frame on every route: footer links, contact details and the copyright year', async () => {
    await renderApp('/FAQs');
    const footer = within(screen.getByRole('contentinfo'));
    expect(
      within(footer.getByRole('navigation', { name: 'Footer' })).getAllByRole('link'),
    ).toHaveLength(9);
    expect(footer.getByRole('link', { name: 'Omega Health Care' })).toHaveAttribute('href', '/');
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(footer.getAllByRole('link', { name: /on (Facebook|Instagram|YouTube)/ })).toHaveLength(
      3,
    );
  });
});
