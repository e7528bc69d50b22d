import { createRef, useContext, useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  createPath,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  type Navigator,
} from 'react-router';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname + location.search + location.hash}
      {JSON.stringify(location.state)}
    </output>
  );
}

const where = () => screen.getByRole('status').textContent;

let navigator: Navigator;
/** Lends the test the router's navigator, through which every link makes its href. */
function LendNavigator() {
  const { navigator: routers } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    navigator = routers;
  }, [routers]);
  return null;
}

/** The links stay where they are; only the page under them changes. */
function renderSite() {
  return render(
    <BrowserRouter useTransitions={false}>
      <LendNavigator />
      <nav>
        <Link to="/blog/">Blog</Link>
        <Link to="/FAQs#insurance" state={{ from: 'nav' }}>
          FAQ
        </Link>
        <Link to={{ search: '?page=2' }}>Next page</Link>
        <Link to="/career/" target="_blank">
          Careers
        </Link>
      </nav>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </BrowserRouter>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/blog/'));

describe('Link', () => {
  it('points at its path, and a click follows it in place with its state', () => {
    renderSite();
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/FAQs#insurance');
    // Resolved against the page's path, by react-router's own Link.
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/?page=2',
    );

    const followed = !fireEvent.click(faq);
    expect(followed).toBe(true);
    expect(where()).toBe('/FAQs#insurance{"from":"nav"}');
    expect(window.location.pathname).toBe('/FAQs');

    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(where()).toBe('/FAQs?page=2null');
  });

  it.each([
    ['a new tab (Ctrl)', { ctrlKey: true }],
    ['a new tab (Cmd)', { metaKey: true }],
    ['a new window (Shift)', { shiftKey: true }],
    ['a download (Alt)', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    renderSite();
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Blog' }), init);
    expect(notPrevented).toBe(true);
    expect(where()).toBe('/blog/null');
  });

  it("leaves another site's link, given from the root of its scheme, to react-router's Link", () => {
    render(
      <BrowserRouter useTransitions={false}>
        <Link to="//maps.example/omega">Map</Link>
        <Where />
      </BrowserRouter>,
    );
    const map = screen.getByRole('link', { name: 'Map' });
    expect(map).toHaveAttribute('href', '//maps.example/omega');
    expect(fireEvent.click(map)).toBe(true);
    expect(where()).toBe('/blog/null');
  });

  it('leaves a link with another target to the browser', () => {
    renderSite();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Careers' }))).toBe(true);
    expect(where()).toBe('/blog/null');
  });

  it("runs the page's own onClick first, which may keep the link from being followed", () => {
    const seen: string[] = [];
    render(
      <BrowserRouter useTransitions={false}>
        <Link to="/blog/" onClick={(event) => (seen.push('clicked'), event.preventDefault())}>
          Blog
        </Link>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/blog/null');
  });

  it('hands its ref to its anchor, for a path from the root and for one resolved by react-router', () => {
    const fromRoot = createRef<HTMLAnchorElement>();
    const onThePage = createRef<HTMLAnchorElement>();
    render(
      <BrowserRouter useTransitions={false}>
        <Link to="/blog/" ref={fromRoot}>
          Blog
        </Link>
        <Link to={{ search: '?page=2' }} ref={onThePage}>
          Next page
        </Link>
      </BrowserRouter>,
    );
    expect(fromRoot.current).toBe(screen.getByRole('link', { name: 'Blog' }));
    expect(onThePage.current).toBe(screen.getByRole('link', { name: 'Next page' }));
  });

  it('does not render again when the location changes (a query on the page does)', () => {
    renderSite();
    const madeHref = jest.spyOn(navigator, 'createHref');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    });
    expect(where()).toBe('/FAQs#insurance{"from":"nav"}');
    const rendered = madeHref.mock.calls.map(([to]) =>
      typeof to === 'string' ? to : createPath(to),
    );
    expect(rendered).not.toContain('/blog/');
    expect(rendered).not.toContain('/career/');
    expect(rendered).toContain('/FAQs?page=2');
  });
});
