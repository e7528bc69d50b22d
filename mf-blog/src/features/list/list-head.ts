import type { SiteInfo } from '@practice/shared-types';
import { CATEGORIES } from '../../content/categories';
import { canonicalName, EDUCATION, type ListFilter } from '../../lib/filters';

/**
 * How the active filter is named to visitors: 'Category: Articles', 'Archive: June 2025',
 * 'Search: “naloxone”'.
 */
export function filterLabel(filter: ListFilter): string | null {
  switch (filter.type) {
    case 'all':
      return null;
    case 'category':
      return `Category: ${canonicalName(filter.value, CATEGORIES) ?? filter.value}`;
    case 'archive':
      return `Archive: ${filter.value.trim()}`;
    case 'search':
      return `Search: “${filter.value.trim()}”`;
  }
}

const isEducation = (filter: ListFilter) =>
  filter.type === 'category' && filter.value.toLowerCase() === EDUCATION.toLowerCase();

/** The document title and meta description of a list screen. */
export function listHead(filter: ListFilter, page: number, site: SiteInfo) {
  const label = filterLabel(filter);
  const parts = [label, page > 1 ? `Blog – Page ${page}` : 'Blog', site.practiceName];
  return {
    title: parts.filter(Boolean).join(' | '),
    description: isEducation(filter)
      ? `Trusted health education from the CDC, NIH, SAMHSA and other public health sources, chosen by the clinicians of ${site.practiceName}.`
      : `Health articles and practice news from ${site.practiceName}: addiction treatment, mental health, primary care, prevention and telehealth.`,
  };
}
