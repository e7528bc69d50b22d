import type { BlogArticleSummary } from '@practice/shared-types';
import { byDateDescending } from '../../lib/dates';
import { endpointFromTitle } from '../../lib/endpoint';
import { summariesA } from './summaries-a';
import { summariesB } from './summaries-b';

/** Every article's summary, newest first. Bodies load separately, per post (see ./loadBody). */
export const articles: readonly BlogArticleSummary[] = [...summariesA, ...summariesB].sort(
  byDateDescending,
);

/** The nerve-pain therapy article, whose page shows no therapy pop-up. */
export const NERVE_PAIN_ARTICLE_ID = 27;

/** Posts whose image carousel uses the taller style. */
export const TALL_CAROUSEL_POST_IDS: readonly number[] = [20, 25, 31];

/** The article an endpoint names; an exact match first, then one that differs only in case. */
export function articleByEndpoint(endpoint: string): BlogArticleSummary | undefined {
  const exact = articles.find((article) => endpointFromTitle(article.title) === endpoint);
  if (exact) return exact;
  const lower = endpoint.toLowerCase();
  return articles.find((article) => endpointFromTitle(article.title).toLowerCase() === lower);
}
