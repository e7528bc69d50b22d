// Standalone mount for the team's own development, with sample site facts.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@practice/router';
import { standaloneSite } from '@practice/shared-types/fixtures';
import TeamRoutes from './exposes/TeamRoutes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/ourteam/*" element={<TeamRoutes site={standaloneSite} />} />
        <Route path="*" element={<Navigate to="/ourteam/" replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
