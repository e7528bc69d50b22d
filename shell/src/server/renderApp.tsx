import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@practice/router';
import type { RuntimeConfig } from '@practice/shared-types';
import { HttpStatusContext, type HttpStatus } from '@practice/ui-kit';
import { App } from '../app/App';
import { RuntimeConfigContext } from '../app/RuntimeConfigContext';
import { ServerSlotsContext } from '../app/remotes/serverSlots';
import { LandingPopupContext } from '../features/promo-popup/LandingPopupContext';
import type { createSlotIncludes } from './slotIncludes';

interface AppRender {
  url: string;
  config: RuntimeConfig;
  popup: boolean;
  slots: ReturnType<typeof createSlotIncludes>;
}

export interface RenderedApp {
  status: number;
  /** The tags React hoisted for the head: title, description, social tags, preloads. */
  head: string;
  /** What goes inside #root: exactly what the browser's first render hydrates. */
  root: string;
}

const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div></body></html>';

/**
 * Renders the app as the browser's bootstrap does (bootstrap.tsx), waiting for every lazy screen,
 * inside a document so that React hoists each screen's title and meta tags into its head.
 */
export async function renderApp({ url, config, popup, slots }: AppRender): Promise<RenderedApp> {
  const status: HttpStatus = { code: 200 };
  const { prelude } = await prerender(
    <html lang="en">
      <head />
      <body>
        <div id="root">
          <HttpStatusContext value={status}>
            <ServerSlotsContext value={slots.slot}>
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
          </HttpStatusContext>
        </div>
      </body>
    </html>,
    // Never outline a large boundary into a script that moves it in place later: the page must be
    // whole HTML, for crawlers and for the composition engine.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
  const root = html.slice(html.indexOf(ROOT_OPEN) + ROOT_OPEN.length, html.lastIndexOf(ROOT_CLOSE));
  return { status: status.code, head, root: slots.withIncludes(root) };
}
