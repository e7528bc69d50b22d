import { matchPath } from '@practice/router';
import type { RemoteModuleId, RuntimeConfig } from '@practice/shared-types';
import { site } from '../config/site';
import type { PropsOf } from '../remotes/RemoteSlot';

interface AreaOf<Id extends RemoteModuleId> {
  /** The shell's route for the area, as the router writes it. */
  route: string;
  id: Id;
  /** Names the area in its notice: '{label} is temporarily unavailable'. */
  label: string;
  /** What the shell passes the module, in the browser and to the remote's server alike. */
  props: (config: RuntimeConfig) => PropsOf<Id>;
}

export type RemoteArea =
  AreaOf<'blog/BlogRoutes'> | AreaOf<'team/TeamRoutes'> | AreaOf<'careers/CareersPage'>;

/** The routes whose whole content a remote renders. */
export const remoteAreas: readonly RemoteArea[] = [
  { route: 'blog/*', id: 'blog/BlogRoutes', label: 'Our blog', props: () => ({ site }) },
  { route: 'ourteam/*', id: 'team/TeamRoutes', label: 'Our team page', props: () => ({ site }) },
  {
    route: 'career',
    id: 'careers/CareersPage',
    label: 'Our careers page',
    props: (config) => ({ site, uploadUrl: config.uploadUrl }),
  },
];

/** The remote area a path belongs to, matched as the router matches it. */
export const remoteAreaAt = (pathname: string): RemoteArea | undefined =>
  remoteAreas.find((area) => matchPath(`/${area.route}`, pathname));
