import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@practice/router';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '@practice/shared-types';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { EMPTY_CONFIG } from '../config/runtime-config';
import { chooseAnalytics } from './consent';
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
  it('pushes a page_view, by its path only, for the first page and every route change', async () => {
    renderTracked();
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    await userEvent.click(screen.getByRole('link', { name: 'Blog page 2' }));
    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'page_view', page_path: '/services/' },
      { event: 'page_view', page_path: '/blog/' },
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

  it('loads no gtag script with an analytics id until the visitor allows it', async () => {
    renderTracked({ analyticsId: 'G-TEST123' });
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(gtagScript()).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('after a yes, loads gtag with advertising off and sends each page view by its path', async () => {
    renderTracked({ analyticsId: 'G-TEST123' });
    act(() => chooseAnalytics('granted'));
    expect(gtagScript()).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Blog page 2' }));
    const gtagCalls = (window.dataLayer ?? [])
      .filter((entry) => !(typeof entry === 'object' && entry !== null && 'event' in entry))
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(gtagCalls).toContainEqual([
      'config',
      'G-TEST123',
      expect.objectContaining({
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      }),
    ]);
    expect(gtagCalls).toContainEqual(['event', 'page_view', { page_path: '/' }]);
    expect(gtagCalls).toContainEqual(['event', 'page_view', { page_path: '/blog/' }]);
    expect(gtagCalls).toContainEqual([
      'set',
      {
        page_location: 'http://localhost/blog/',
        page_referrer: 'http://localhost/',
        page_title: '/blog/',
      },
    ]);
    expect(JSON.stringify(gtagCalls)).not.toContain('page=2');
  });
});
