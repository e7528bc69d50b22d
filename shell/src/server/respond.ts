import type { RemoteName, RuntimeConfig } from '@practice/shared-types';
import { pageResponse } from './pageResponse';
import { robotsResponse, sitemapResponse } from './sitemap';

/** What the shell's server process passes for a request that names no file (server/app-server/pages.mjs). */
export interface PageRequest {
  method: string;
  path: string;
  search: string;
  /** app.html of the browser build. */
  template: string;
  config: RuntimeConfig;
  /** Where this server reaches each remote's server. */
  remoteServers: Partial<Record<RemoteName, string>>;
  /** Sent with every fragment request: remotes answer only the composition engine and the shell. */
  fragmentSecret: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every page, sitemap.xml and robots.txt. */
export function respond(request: PageRequest): Promise<PageResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Promise.resolve({
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Method not allowed',
    });
  }
  if (request.path === '/sitemap.xml') return sitemapResponse(request);
  if (request.path === '/robots.txt') return Promise.resolve(robotsResponse());
  return pageResponse(request);
}
