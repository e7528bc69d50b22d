import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Route, Routes, useLocation } from '@practice/router';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '@practice/shared-types';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { EMPTY_CONFIG } from '../config/runtime-config';

/** Shows the current path, so tests can follow navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

interface Options {
  /** Route pattern the element is mounted on, such as '/services/:serviceEndpoint'. */
  path?: string;
  config?: Partial<RuntimeConfig>;
}

/** Renders `element` inside a router at `url`, with the runtime config the shell provides. */
export function renderAt(
  url: string,
  element: ReactElement,
  { path = '*', config = {} }: Options = {},
): RenderResult {
  return render(
    <RuntimeConfigContext.Provider value={{ ...EMPTY_CONFIG, ...config }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </RuntimeConfigContext.Provider>,
  );
}
