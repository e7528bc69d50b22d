import type { BlogArticleSummary } from '@practice/shared-types';

/**
 * Articles whose title or any tag contains the query, ignoring case. An empty (or blank) query
 * finds nothing.
 */
export function searchArticles(
  articles: readonly BlogArticleSummary[],
  query: string,
): BlogArticleSummary[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const contains = (text: string) => text.toLocaleLowerCase().includes(needle);
  return articles.filter((article) => contains(article.title) || article.tags.some(contains));
}
