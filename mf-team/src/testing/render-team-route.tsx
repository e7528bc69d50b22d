import { render } from '@testing-library/react';
import { Route, Routes, useLocation } from '@practice/router';
import { MemoryRouter } from 'react-router';
import { standaloneSite } from '@practice/shell/standalone-site';
import TeamRoutes from '../exposes/TeamRoutes';

/** Stands in for the shell's other screens, so a test can see where a link led. */
function ElsewhereInTheShell() {
  const { pathname } = useLocation();
  return <p>Shell screen at {pathname}</p>;
}

/** Renders the team remote at `path`, mounted at /ourteam/* as the shell mounts it. */
export function renderTeamRoute(path: string, site = standaloneSite) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ourteam/*" element={<TeamRoutes site={site} />} />
        <Route path="*" element={<ElsewhereInTheShell />} />
      </Routes>
    </MemoryRouter>,
  );
}
