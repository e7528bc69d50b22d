import type { BlogArticleBody } from '../model';

const loaded = new Map<string, BlogArticleBody>();

/**
 * Loads one article's body. Each body is its own chunk, so lists and the Home widget never carry
 * article text.
 */
export async function loadArticleBody(endpoint: string): Promise<BlogArticleBody> {
  const module = await import(
    /* webpackChunkName: "article-[request]", webpackExclude: /_index\.md$/ */ `./${endpoint}.md`
  );
  const body = { Content: module.default, ...module.media };
  loaded.set(endpoint, body);
  return body;
}

/** A body loaded before (such as while the server's HTML of its post hydrated), or nothing. */
export const loadedArticleBody = (endpoint: string): BlogArticleBody | undefined =>
  loaded.get(endpoint);
