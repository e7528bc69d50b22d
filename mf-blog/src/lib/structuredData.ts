import type { BlogArticleSummary, SiteInfo } from '@practice/shared-types';
import { dateParts } from './dates';
import { endpointFromTitle } from './endpoint';
import { publicPostUrl } from './share';

const SCHEMA_CONTEXT = 'https://schema.org';

type SiteFacts = Pick<SiteInfo, 'origin' | 'practiceName'>;

/** One breadcrumb as shown: its label, and its path unless it is the current page. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

/**
 * JSON for a <script type="application/ld+json"> element. `<` is escaped so that no content can
 * close the script element or open a comment in the page's HTML.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</gu, '\\u003c');
}

/** An asset URL as webpack imported it (relative or absolute), made absolute against the page. */
export function absoluteUrl(url: string, baseUrl: string): string {
  return new URL(url, baseUrl).href;
}

const onSite = (origin: string, path: string) => `${origin.replace(/\/+$/u, '')}${path}`;

/**
 * The schema.org BreadcrumbList mirroring a visible breadcrumb: same labels, same order; a step
 * without a link is the current page, found at `currentPath`.
 */
export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[], currentPath: string) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: onSite(origin, step.to ?? currentPath),
    })),
  };
}

const practice = (site: SiteFacts) => ({
  '@type': 'Organization',
  name: site.practiceName,
  url: site.origin,
});

/** The schema.org BlogPosting of an article; `baseUrl` resolves its image to an absolute URL. */
export function blogPostingJsonLd(site: SiteFacts, article: BlogArticleSummary, baseUrl: string) {
  const url = publicPostUrl(site.origin, endpointFromTitle(article.title));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: dateParts(article.date)?.iso,
    image: absoluteUrl(article.blogPageImg, baseUrl),
    url,
    mainEntityOfPage: url,
    author: practice(site),
    publisher: practice(site),
    keywords: article.tags,
    articleSection: article.category,
  };
}
