import type { BlogArticleBody } from '@practice/shared-types';

/**
 * Loads one article's body. Each body is its own chunk, so lists and the Home widget never carry
 * article text.
 */
export async function loadArticleBody(blogId: number): Promise<BlogArticleBody> {
  const module: { default: BlogArticleBody } = await import(
    /* webpackChunkName: "article-[request]" */ `./bodies/${blogId}`
  );
  return module.default;
}
