import { remoteAreaAt } from '../app/remote-areas';
import { remoteNameOf } from '../remotes/federation';
import { shouldOfferPopup } from '../features/promo-popup/popup-rule';
import { askRemote } from './ask-remote';
import { contentSecurityPolicy } from './content-security-policy';
import { templateScriptHashes } from './inline-scripts';
import { landingPopupScript, landingPopupScriptHash } from './landing-popup-script';
import { pageDocument } from './page-document';
import { renderApp } from './render-app';
import type { PageRequest, PageResponse } from '@practice/shared-types';
import { createSlotIncludes } from './slot-includes';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

/** A page that moved for good (a post whose title changed): its old address leads to the new one. */
function movedResponse(location: string): PageResponse {
  return {
    status: 301,
    headers: { ...HTML_HEADERS, Location: location },
    body: `<!doctype html><title>Moved</title><a href="${encodeURI(location)}">Moved here</a>`,
  };
}

/**
 * A page: the shell's frame and screens rendered here. Where a remote owns the route, it is asked
 * once for all the page needs of it (status, data, head tags, HTML), so the status is its answer:
 * 404 for an unknown post, and 503 with the notice when it is down or too slow. Each widget is an
 * include that the composition engine fills with the remote's own rendering.
 */
export async function pageResponse({
  path,
  search,
  template,
  config,
  remoteServers,
  fragmentSecret,
}: PageRequest): Promise<PageResponse> {
  const page = { path, search };
  const area = remoteAreaAt(path);
  const asked = performance.now();
  const remote = area
    ? await askRemote(
        {
          name: remoteNameOf(area.id),
          urls: remoteServers[remoteNameOf(area.id)],
          secret: fragmentSecret,
        },
        area.id,
        page,
        area.props(config),
      )
    : null;
  // The route's remote, by name (never its address): how long it took, and whether it answered.
  const timing = area
    ? `${remoteNameOf(area.id)};dur=${(performance.now() - asked).toFixed(1)};desc="page ${remote ? 'ok' : 'notice'}"`
    : undefined;
  if (remote?.location) return movedResponse(remote.location);
  const popup = shouldOfferPopup(path, remote?.data.nervePainArticlePath);
  const slots = createSlotIncludes(page, area && { id: area.id, page: remote });
  const app = await renderApp({ url: path + search, config, popup, slots });
  const status = area ? (remote?.status ?? 503) : app.status;
  const headers = {
    ...HTML_HEADERS,
    // Exactly the inline scripts this page runs: the template's, and the pop-up's where it greets.
    'Content-Security-Policy': contentSecurityPolicy(config, [
      ...templateScriptHashes(template),
      ...(popup ? [landingPopupScriptHash] : []),
    ]),
    // The apps whose output the page holds once composed (a CDN keeps it so), for a deploy to
    // purge; the shell's server makes the page cacheable by it (server/app-server/cache-control.mjs).
    'Cache-Tag': [
      ...new Set(['shell', ...(area ? [remoteNameOf(area.id)] : []), ...slots.includedRemotes()]),
    ].join(' '),
    ...(timing ? { 'Server-Timing': timing } : {}),
  };
  return {
    status,
    headers: status === 503 ? { ...headers, 'Retry-After': '30' } : headers,
    body: pageDocument(template, {
      headStart: popup ? landingPopupScript : '',
      head: app.head + slots.head(),
      root: app.root,
      data: { config, popup },
    }),
  };
}
