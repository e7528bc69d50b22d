import { expect, type APIRequestContext } from '@playwright/test';

/** The sitemap's locations, as paths of the environment under test. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return url.pathname + url.search;
  });
}
