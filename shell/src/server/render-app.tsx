import { StrictMode } from 'react';
import { StaticRouter } from '@practice/router';
import type { RuntimeConfig } from '@practice/shared-types';
import { HttpStatusContext, httpStatus } from '@practice/ui-kit';
import { renderDocument } from '@practice/server/render/fragment-renderer';
import { App } from '../app/App';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { ServerSlotsContext } from '../remotes/server-slots';
import { LandingPopupContext } from '../features/promo-popup/landing-popup-context';
import { ServerRemoteSlot } from './ServerRemoteSlot';
import type { createSlotIncludes } from './slot-includes';

interface AppRender {
  url: string;
  config: RuntimeConfig;
  popup: boolean;
  slots: ReturnType<typeof createSlotIncludes>;
}

interface RenderedApp {
  status: number;
  /** The tags React hoisted for the head: title, description, social tags, preloads. */
  head: string;
  /** What goes inside #root: exactly what the browser's first render hydrates. */
  root: string;
}

/**
 * Renders the app as the browser's bootstrap does (bootstrap.tsx: the same tree, so every node
 * hydrates), waiting for every lazy screen; each screen's title and meta tags go to the head.
 */
export async function renderApp({ url, config, popup, slots }: AppRender): Promise<RenderedApp> {
  const status = httpStatus();
  const { head, body } = await renderDocument(
    <HttpStatusContext value={status.report}>
      <ServerSlotsContext
        value={(slot) => <ServerRemoteSlot {...slot} include={slots.slot(slot.id, slot.props)} />}
      >
        <StrictMode>
          <RuntimeConfigContext value={config}>
            <LandingPopupContext value={popup}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </LandingPopupContext>
          </RuntimeConfigContext>
        </StrictMode>
      </ServerSlotsContext>
    </HttpStatusContext>,
  );
  return { status: status.code, head, root: slots.withIncludes(body) };
}
