import type { LatestArticlesProps } from '@practice/shared-types';
import { LatestArticleCards } from '../features/latest/LatestArticleCards';

/** Home's 'LATEST TIPS & NEWS': the three newest articles. Carries summaries only, no bodies. */
export default function LatestArticles(_props: LatestArticlesProps) {
  return <LatestArticleCards />;
}
