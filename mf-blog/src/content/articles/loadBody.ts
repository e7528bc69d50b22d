import type { BlogArticleBody } from '@practice/shared-types';

const loaded = new Map<number, BlogArticleBody>();

/**
 * Loads one article's body. Each body is its own chunk, so lists and the Home widget never carry
 * article text.
 */
export async function loadArticleBody(blogId: number): Promise<BlogArticleBody> {
  const module: { default: BlogArticleBody } = await import(
    /* webpackChunkName: "article-[request]" */ `./bodies/${blogId}`
  );
  loaded.set(blogId, module.default);
  return module.default;
}

/** A body loaded before (such as while the server's HTML of its post hydrated), or nothing. */
export const loadedArticleBody = (blogId: number): BlogArticleBody | undefined =>
  loaded.get(blogId);
