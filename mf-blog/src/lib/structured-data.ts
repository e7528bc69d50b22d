import type { SiteInfo } from '@practice/shared-types';
import type { BlogArticleSummary } from '../content/model';
import { dateParts } from './dates';
import { publicPostUrl } from './share';
import { absoluteUrl, SCHEMA_CONTEXT } from '@practice/ui-kit';

type SiteFacts = Pick<SiteInfo, 'origin' | 'practiceName'>;

const practice = (site: SiteFacts) => ({
  '@type': 'Organization',
  name: site.practiceName,
  url: site.origin,
});

/** The schema.org BlogPosting of an article; `baseUrl` resolves its image to an absolute URL. */
export function blogPostingJsonLd(site: SiteFacts, article: BlogArticleSummary, baseUrl: string) {
  const url = publicPostUrl(site.origin, article.endpoint);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: dateParts(article.date)?.iso,
    image: absoluteUrl(article.image, baseUrl),
    url,
    mainEntityOfPage: url,
    author: practice(site),
    publisher: practice(site),
    keywords: article.tags,
    articleSection: article.category,
  };
}
