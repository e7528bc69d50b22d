import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, Outlet, useRoutes, type RouteObject } from '@practice/router';
import { MemoryRouter } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { screenPrefetch } from '../prefetch/route-prefetch';
import { useRenderedLocation } from './use-rendered-location';

const Home = () => <h1>Home</h1>;
const About = () => <h1>About us</h1>;

/** The About screen's chunk, arriving when the test says. */
function deferredAbout() {
  let arrive = () => {};
  const chunk = new Promise<{ About: typeof About }>((resolve) => {
    arrive = () => resolve({ About });
  });
  return { AboutScreen: lazyScreen(() => chunk, 'About'), arrive };
}

function renderSite(AboutScreen: ReturnType<typeof lazyScreen>) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <nav>
            <Link to="/">Home</Link> <Link to="/aboutUs/">About</Link>
          </nav>
          <Suspense fallback={<p>Loading…</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        { index: true, element: <Home /> },
        { path: 'aboutUs', element: <AboutScreen />, handle: screenPrefetch(AboutScreen) },
      ],
    },
  ];
  function Site() {
    return useRoutes(routes, useRenderedLocation(routes));
  }
  render(
    <MemoryRouter initialEntries={['/']} useTransitions={false}>
      <Site />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('useRenderedLocation', () => {
  it('renders a page whose code has loaded within the tap, not in a later task', async () => {
    const { AboutScreen, arrive } = deferredAbout();
    arrive();
    await AboutScreen.preload();
    renderSite(AboutScreen);
    // Outside act(), which would run a transition's later tasks at once too.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('link', { name: 'About' }).click();
      // The microtasks the click queued, no more.
      await Promise.resolve();
      expect(heading()).toHaveTextContent('About us');
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('keeps the current page, whole, until the next one’s code arrives', async () => {
    const { AboutScreen, arrive } = deferredAbout();
    renderSite(AboutScreen);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'About' })));
    expect(heading()).toHaveTextContent('Home');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(heading()).toHaveTextContent('About us');
  });

  // Guards the hook's own state (the router's transitions did the same): the page left behind
  // must not show when its code arrives later.
  it('goes back at once to a page left while the next one was still on its way', async () => {
    const { AboutScreen, arrive } = deferredAbout();
    renderSite(AboutScreen);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'About' })));
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(heading()).toHaveTextContent('Home');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(heading()).toHaveTextContent('Home');
  });
});
