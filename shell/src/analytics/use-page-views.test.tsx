import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@practice/router';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '@practice/shared-types';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { EMPTY_CONFIG } from '../config/runtime-config';
import { usePageViews } from './use-page-views';

function Tracked() {
  usePageViews();
  return (
    <nav>
      <Link to="/services/">Services</Link>
      <Link to="/blog/?page=2">Blog page 2</Link>
    </nav>
  );
}

function renderTracked(config: Partial<RuntimeConfig> = {}) {
  render(
    <RuntimeConfigContext.Provider value={{ ...EMPTY_CONFIG, ...config }}>
      <MemoryRouter initialEntries={['/']}>
        <Tracked />
      </MemoryRouter>
    </RuntimeConfigContext.Provider>,
  );
}

const gtagScript = () => document.querySelector('script[src*="googletagmanager.com/gtag/js"]');
const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string } =>
      typeof entry === 'object' && entry !== null && 'event' in entry,
  );

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  gtagScript()?.remove();
});

describe('usePageViews', () => {
  it('pushes a page_view for the first page and for every route change', async () => {
    renderTracked();
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    await userEvent.click(screen.getByRole('link', { name: 'Blog page 2' }));
    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'page_view', page_path: '/services/' },
      { event: 'page_view', page_path: '/blog/?page=2' },
    ]);
  });

  it('counts a page once when it is followed again', async () => {
    renderTracked();
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(pageViews()).toHaveLength(2);
  });

  it('loads no gtag script without an analytics id', () => {
    renderTracked();
    expect(gtagScript()).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('loads the gtag script for a configured id and sends it every page view', async () => {
    renderTracked({ analyticsId: 'G-TEST123' });
    expect(gtagScript()).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    const gtagCalls = (window.dataLayer ?? [])
      .filter((entry) => !(typeof entry === 'object' && entry !== null && 'event' in entry))
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(gtagCalls).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(gtagCalls).toContainEqual(['event', 'page_view', { page_path: '/' }]);
    expect(gtagCalls).toContainEqual(['event', 'page_view', { page_path: '/services/' }]);
  });
});
