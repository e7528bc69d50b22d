import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@practice/router';
import type { StandaloneProps } from '@practice/shared-types';
import { forwardHydrationWarnings, reportToDevTerminal } from './dev-report';

/**
 * A remote's standalone page (`npm run dev -w <remote>`): hydrated over the HTML its standalone
 * server rendered from the same component (server/app-server/standalone-server.mjs).
 */
export function hydrateStandalone(Standalone: ComponentType<StandaloneProps>): void {
  const container = document.getElementById('root');
  if (!container) return;
  forwardHydrationWarnings();
  hydrateRoot(
    container,
    <BrowserRouter>
      <Standalone origin={location.origin} />
    </BrowserRouter>,
    {
      onRecoverableError: (error) => {
        reportToDevTerminal(error);
        reportError(error);
      },
    },
  );
}
