import { matchPath } from '@practice/router';
import type { RemoteModuleId, RuntimeConfig } from '@practice/shared-types';
import { remoteRoutes } from '../config/remote-routes';
import { site } from '../config/site';
import type { PropsOf } from '../remotes/RemoteSlot';

interface AreaOf<Id extends RemoteModuleId> {
  /** The shell's route for the area, as the router writes it: the registry's, without its '/'. */
  route: string;
  id: Id;
  /** Names the area in its notice: '{label} is temporarily unavailable'. */
  label: string;
  /** What the shell passes the module, in the browser and to the remote's server alike. */
  props: (config: RuntimeConfig) => PropsOf<Id>;
}

export type RemoteArea =
  AreaOf<'blog/BlogRoutes'> | AreaOf<'team/TeamRoutes'> | AreaOf<'careers/CareersPage'>;

/** The route the registry gives a remote, as the router writes it. */
const routeOf = (remote: 'blog' | 'team' | 'careers') => remoteRoutes[remote][0].slice(1);

/** The routes whose whole content a remote renders. */
export const remoteAreas: readonly RemoteArea[] = [
  { route: routeOf('blog'), id: 'blog/BlogRoutes', label: 'Our blog', props: () => ({ site }) },
  {
    route: routeOf('team'),
    id: 'team/TeamRoutes',
    label: 'Our team page',
    props: () => ({ site }),
  },
  {
    route: routeOf('careers'),
    id: 'careers/CareersPage',
    label: 'Our careers page',
    props: (config) => ({ site, uploadUrl: config.uploadUrl }),
  },
];

/** The remote area a path belongs to, matched as the router matches it. */
export const remoteAreaAt = (pathname: string): RemoteArea | undefined =>
  remoteAreas.find((area) => matchPath(`/${area.route}`, pathname));
