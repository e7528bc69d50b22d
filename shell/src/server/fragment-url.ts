import { CONTRACT_VERSION, type RemoteModuleId } from '@practice/shared-types';

type FragmentPart = 'page' | 'styles' | 'body';

export interface PageAddress {
  path: string;
  /** With its '?', or ''. */
  search: string;
}

/** 'blog/BlogRoutes' → ['blog', 'BlogRoutes']. */
export const splitModuleId = (id: RemoteModuleId): [string, string] =>
  id.split('/') as [string, string];

/**
 * The query of a fragment request (see server/app-server/fragments.mjs): the page's address and the
 * module's props, as the remote needs them to render what the browser will hydrate, and the
 * contract version the shell was built against, which the remote's build must support.
 */
export function fragmentQuery(page: PageAddress, props: unknown, part: FragmentPart): string {
  return new URLSearchParams({
    path: page.path,
    search: page.search,
    props: Buffer.from(JSON.stringify(props)).toString('base64url'),
    contract: CONTRACT_VERSION,
    part,
  }).toString();
}

/**
 * Where the composition engine fetches a fragment: under /_fragments/{remote}/, which it sends to
 * that remote's server (server/compose/nginx/site.conf.template).
 */
export function includeUrl(
  id: RemoteModuleId,
  page: PageAddress,
  props: unknown,
  part: FragmentPart,
): string {
  const [remote, expose] = splitModuleId(id);
  return `/_fragments/${remote}/${expose}?${fragmentQuery(page, props, part)}`;
}
