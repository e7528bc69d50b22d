import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@practice/router';
import { App, preloadScreen } from './app/App';
import { RuntimeConfigContext } from './app/RuntimeConfigContext';
import {
  prerenderedModules,
  readPrerenderedPage,
  removePrerenderedExtras,
} from './app/prerender/prerenderedPage';
import { AfterFirstRender } from './app/prerender/AfterFirstRender';
import { keepVisitorState } from './app/prerender/visitorState';
import { preloadRemoteModule, registerFromConfig } from './app/remotes/federation';
import { fetchRuntimeConfig } from './app/remotes/runtimeConfig';
import './styles/tokens.css';
import './styles/global.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const { pathname } = window.location;
  const prerendered = readPrerenderedPage(container, pathname);
  const config = await fetchRuntimeConfig();
  // The remotes come from the runtime config: the shell compiles in no remote URL.
  registerFromConfig(config);
  if (prerendered) {
    // The page is already on screen: render over it only once everything it shows has arrived,
    // so the first render draws the same page instead of loading states.
    await Promise.all([
      preloadScreen(pathname),
      ...prerenderedModules().map((id) => preloadRemoteModule(id, pathname)),
    ]);
  }
  const restoreVisitorState = keepVisitorState(container);
  const finishTakeOver = () => {
    removePrerenderedExtras();
    restoreVisitorState();
  };
  // A transition renders in slices, so the page stays responsive while the app renders over it;
  // the prerendered page stays on screen until the whole app replaces it in one commit.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <RuntimeConfigContext.Provider value={config}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </RuntimeConfigContext.Provider>
        <AfterFirstRender onRender={finishTakeOver} />
      </StrictMode>,
    ),
  );
}

void start();
