import type { BlogArticleSummary, EducationArticle } from '../content/model';
import { searchArticles } from './search';

/** What a blog list shows: everything, one category, one month of one year, or a search. */
export type ListFilter =
  | { type: 'all' }
  | { type: 'category'; value: string }
  | { type: 'archive'; value: string }
  | { type: 'search'; value: string };

/** The filter of the address: a category or archive path, else a search (`/blog/?q=…`). */
export function filterFrom(
  params: { category?: string; monthYear?: string },
  query: string,
): ListFilter {
  if (params.category !== undefined) return { type: 'category', value: params.category };
  if (params.monthYear !== undefined) return { type: 'archive', value: params.monthYear };
  if (query.trim() !== '') return { type: 'search', value: query };
  return { type: 'all' };
}

type BlogListing =
  | { kind: 'articles'; items: readonly BlogArticleSummary[] }
  | { kind: 'education'; items: readonly EducationArticle[] };

export interface BlogData {
  articles: readonly BlogArticleSummary[];
  education: readonly EducationArticle[];
}

export const EDUCATION = 'Education';

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The archive value's two words (month and year), or null when it is not two words. */
export function archiveWords(value: string): [string, string] | null {
  const words = value.trim().split(/\s+/);
  return words.length === 2 && words[0] !== '' ? [words[0], words[1]] : null;
}

/** Whether date text such as 'June 12th 2025' contains both words of an archive value. */
export function matchesArchive(date: string, value: string): boolean {
  const words = archiveWords(value);
  if (!words) return false;
  const dateWords = date.split(/\s+/);
  return words.every((word) => dateWords.some((dateWord) => sameText(dateWord, word)));
}

/** The known name a category value stands for (case-insensitive), or null. */
export function canonicalName(value: string, names: readonly string[]): string | null {
  return names.find((name) => sameText(name, value)) ?? null;
}

/**
 * The entries a filter selects. Education is the curated external list; any other category and
 * every archive value select articles, and an unknown or malformed value selects nothing.
 */
export function listFor(filter: ListFilter, data: BlogData): BlogListing {
  switch (filter.type) {
    case 'all':
      return { kind: 'articles', items: data.articles };
    case 'category':
      if (sameText(filter.value, EDUCATION)) return { kind: 'education', items: data.education };
      return {
        kind: 'articles',
        items: data.articles.filter((article) => sameText(article.category, filter.value)),
      };
    case 'archive':
      return {
        kind: 'articles',
        items: data.articles.filter((article) => matchesArchive(article.date, filter.value)),
      };
    case 'search':
      return { kind: 'articles', items: searchArticles(data.articles, filter.value) };
  }
}
