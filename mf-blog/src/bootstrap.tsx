// Standalone mount for the blog team's own development: the blog's routes with sample site facts.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@practice/router';
import { standaloneSite } from '@practice/shared-types/fixtures';
import BlogRoutes from './exposes/BlogRoutes';
import LatestArticles from './exposes/LatestArticles';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/blog/*" element={<BlogRoutes site={standaloneSite} />} />
        <Route path="/latest" element={<LatestArticles site={standaloneSite} />} />
        <Route path="*" element={<Navigate to="/blog/" replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
