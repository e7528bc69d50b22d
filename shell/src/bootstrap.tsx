import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { RuntimeConfigContext } from './app/RuntimeConfigContext';
import { registerFromConfig } from './app/remotes/federation';
import { fetchRuntimeConfig } from './app/remotes/runtimeConfig';
import './styles/tokens.css';
import './styles/global.css';

async function start(): Promise<void> {
  const config = await fetchRuntimeConfig();
  // The remotes come from the runtime config: the shell compiles in no remote URL.
  registerFromConfig(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RuntimeConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
