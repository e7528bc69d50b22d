import { Route, Routes } from 'react-router-dom';
import type { TeamRoutesProps } from '@practice/shared-types';
import { ProviderProfile } from '../features/team/ProviderProfile';
import { TeamPage } from '../features/team/TeamPage';

/** Everything under /ourteam, rendered inside the shell's router. */
export default function TeamRoutes({ site }: TeamRoutesProps) {
  return (
    <Routes>
      <Route index element={<TeamPage site={site} />} />
      <Route path=":providerId" element={<ProviderProfile site={site} />} />
    </Routes>
  );
}
