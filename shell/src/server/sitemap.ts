import { site } from '../config/site';
import { remoteAreas } from '../app/remote-areas';
import { remoteNameOf } from '../remotes/federation';
import { canonicalUrl } from '../lib/canonical';
import { fetchFromRemote } from './ask-remote';
import type { PageRequest, PageResponse } from '@practice/shared-types';
import { shellPages } from './shell-pages';

/**
 * sitemap.xml, made per request from the shell's pages and the pages each remote says it has now,
 * so a post a remote deploys is in the very next one. A remote that does not answer makes it a
 * 503 (crawlers come back) rather than a sitemap that drops that remote's pages.
 */
export async function sitemapResponse({
  remoteServers,
  fragmentSecret,
}: PageRequest): Promise<PageResponse> {
  const remotes = remoteAreas.map((area) => remoteNameOf(area.id));
  const lists = await Promise.all(
    remotes.map((remote) =>
      fetchFromRemote<string[]>(
        { name: remote, urls: remoteServers[remote], secret: fragmentSecret },
        '/_fragments/pages',
      ),
    ),
  );
  if (lists.some((list) => !Array.isArray(list))) {
    return {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      body: 'The sitemap is being updated. Please come back in a minute.',
    };
  }
  const paths = [...shellPages(), ...lists.flatMap((list) => list ?? [])];
  const locations = [...new Set(paths.map((path) => canonicalUrl(site.origin, path)))].sort();
  return {
    status: 200,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
    body: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...locations.map((location) => `  <url><loc>${escapeXml(location)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  };
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const robotsResponse = (): PageResponse => ({
  status: 200,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  body: `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
});
