import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@practice/router';
import { MemoryRouter } from 'react-router';
import { standaloneSite } from '@practice/shell/standalone-site';
import BlogRoutes from '../exposes/BlogRoutes';

/** Shows the current address, so tests can check where a click or a redirect led. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{location.pathname + location.search}</span>;
}

/** Renders a screen at a path, under a router, as the shell or the standalone page would. */
export function renderAt(path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {element}
      <Address />
    </MemoryRouter>,
  );
}

/** Renders the blog's routes mounted at /blog/*, as the shell mounts them. */
export function renderBlog(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route path="/blog/*" element={<BlogRoutes site={standaloneSite} />} />
      <Route path="*" element={<p>Outside the blog</p>} />
    </Routes>,
  );
}
