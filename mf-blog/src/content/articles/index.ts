import type { BlogArticleSummary } from '../model';
import { byDateDescending } from '../../lib/dates';
import { summaries } from './_index.md';

/** Every article's summary, newest first. Bodies load separately, per post (see ./loadBody). */
export const articles: readonly BlogArticleSummary[] = [...summaries].sort(byDateDescending);

/** The article an earlier title's endpoint named (its frontmatter's formerEndpoints), ignoring case. */
export function articleFormerlyAt(endpoint: string): BlogArticleSummary | undefined {
  const lower = endpoint.toLowerCase();
  return articles.find((article) =>
    article.formerEndpoints?.some((former) => former.toLowerCase() === lower),
  );
}

/** The article an endpoint names; an exact match first, then one that differs only in case. */
export function articleByEndpoint(endpoint: string): BlogArticleSummary | undefined {
  const exact = articles.find((article) => article.endpoint === endpoint);
  if (exact) return exact;
  const lower = endpoint.toLowerCase();
  return articles.find((article) => article.endpoint.toLowerCase() === lower);
}
