import type { BlogArticleSummary } from '../content/model';
import { BLOG_PATH } from './paths';

/** The query parameter of a search: `/blog/?q=…` is the list of the articles it finds. */
export const SEARCH_PARAM = 'q';

/** The address of the search results for a query. */
export const searchPath = (query: string) =>
  `${BLOG_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query.trim() }).toString()}`;

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

/** What a search found, in words: nothing for a blank query. */
export function searchSummary(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return `No articles match “${query.trim()}”.`;
  return count === 1 ? '1 article found' : `${count} articles found`;
}
