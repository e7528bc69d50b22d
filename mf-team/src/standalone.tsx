// The team's standalone page (npm run dev -w @practice/mf-team), with sample site facts, rendered
// on the server and hydrated in the browser.
import { Navigate, Route, Routes } from '@practice/router';
import { standaloneSite } from '@practice/shell/standalone-site';
import TeamRoutes from './exposes/TeamRoutes';

export default function Standalone() {
  return (
    <Routes>
      <Route path="/ourteam/*" element={<TeamRoutes site={standaloneSite} />} />
      <Route path="*" element={<Navigate to="/ourteam/" replace />} />
    </Routes>
  );
}
