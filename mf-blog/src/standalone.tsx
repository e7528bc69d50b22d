// The blog team's standalone page (npm run dev -w @practice/mf-blog): the blog's routes with
// sample site facts, rendered on the server and hydrated in the browser.
import { Navigate, Route, Routes } from '@practice/router';
import { standaloneSite } from '@practice/shell/standalone-site';
import BlogRoutes from './exposes/BlogRoutes';
import LatestArticles from './exposes/LatestArticles';

export default function Standalone() {
  return (
    <Routes>
      <Route path="/blog/*" element={<BlogRoutes site={standaloneSite} />} />
      <Route path="/latest" element={<LatestArticles site={standaloneSite} />} />
      <Route path="*" element={<Navigate to="/blog/" replace />} />
    </Routes>
  );
}
