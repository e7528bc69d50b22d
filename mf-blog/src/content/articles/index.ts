import type { BlogArticleSummary } from '@practice/shared-types';
import { byDateDescending } from '../../lib/dates';
import { summariesA } from './summaries-a';
import { summariesB } from './summaries-b';

/** Every article's summary, newest first. Bodies load separately, per post. */
export const articles: readonly BlogArticleSummary[] = [...summariesA, ...summariesB].sort(
  byDateDescending,
);

/** The nerve-pain therapy article, whose page shows no therapy pop-up. */
export const NERVE_PAIN_ARTICLE_ID = 27;
