// Standalone mount for the careers team's own development, with sample site facts.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@practice/router';
import { standaloneSite } from '@practice/shared-types/fixtures';
import CareersPage from './exposes/CareersPage';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <CareersPage site={standaloneSite} uploadUrl="http://localhost:3005/upload_form" />
    </BrowserRouter>,
  );
}
