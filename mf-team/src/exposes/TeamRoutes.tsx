import { Route, Routes } from '@practice/router';
import type { TeamRoutesProps } from '@practice/shared-types';
import { ProviderNotFound } from '../features/profile/ProviderNotFound';
import { ProviderProfile } from '../features/profile/ProviderProfile';
import { TeamPage } from '../features/team/TeamPage';
export { prefetchPage } from '../features/prefetch/prefetch-page';

/**
 * Everything under /ourteam, inside the shell's router: the team page, a profile per provider
 * (with or without a trailing slash) and 'Provider Not Found' for any other path.
 */
export default function TeamRoutes({ site }: TeamRoutesProps) {
  return (
    <Routes>
      <Route index element={<TeamPage site={site} />} />
      <Route path=":providerId" element={<ProviderProfile site={site} />} />
      <Route path="*" element={<ProviderNotFound site={site} />} />
    </Routes>
  );
}
