import type { PageRequest, PageResponse } from '@practice/shared-types';
import { pageResponse } from './page-response';
import { robotsResponse, sitemapResponse } from './sitemap';

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
