import type { BlogArticleSummary, EducationArticle } from '../content/model';
import { archiveWords, canonicalName, listFor, matchesArchive } from './filters';

const article = (
  id: number,
  date: string,
  category: BlogArticleSummary['category'],
): BlogArticleSummary => ({
  endpoint: `Article-${id}`,
  title: `Article ${id}`,
  tagline: '',
  description: '',
  date,
  category,
  tags: [],
  image: '',
  imageAlt: '',
});

const articles = [
  article(1, 'June 12th 2025', 'Articles'),
  article(2, 'June 26th 2025', 'Announcements'),
  article(3, 'July 9th 2025', 'Articles'),
  article(4, 'June 3rd 2024', 'Articles'),
];
const education = [{ title: 'Opioids' } as EducationArticle];
const data = { articles, education };
const ids = (filter: Parameters<typeof listFor>[0]) =>
  listFor(filter, data).items.map((item) =>
    'endpoint' in item ? Number(item.endpoint.split('-')[1]) : item.title,
  );

describe('archive values', () => {
  it('are two space-separated words', () => {
    expect(archiveWords('June 2025')).toEqual(['June', '2025']);
    expect(archiveWords('  June   2025 ')).toEqual(['June', '2025']);
    expect(archiveWords('June')).toBeNull();
    expect(archiveWords('June 12 2025')).toBeNull();
    expect(archiveWords('')).toBeNull();
  });

  it('match date text containing both words, ignoring case', () => {
    expect(matchesArchive('June 12th 2025', 'june 2025')).toBe(true);
    expect(matchesArchive('June 12th 2025', 'JUNE 2025')).toBe(true);
    expect(matchesArchive('June 12th 2025', 'June 2024')).toBe(false);
    expect(matchesArchive('June 12th 2025', 'Jun 2025')).toBe(false);
    expect(matchesArchive('June 12th 2025', 'June')).toBe(false);
  });
});

describe('listFor', () => {
  it('lists every article without a filter', () => {
    expect(ids({ type: 'all' })).toEqual([1, 2, 3, 4]);
  });

  it('lists the articles of a category, ignoring case', () => {
    expect(ids({ type: 'category', value: 'Articles' })).toEqual([1, 3, 4]);
    expect(ids({ type: 'category', value: 'announcements' })).toEqual([2]);
  });

  it('lists the curated education pages for Education', () => {
    const listing = listFor({ type: 'category', value: 'education' }, data);
    expect(listing.kind).toBe('education');
    expect(ids({ type: 'category', value: 'Education' })).toEqual(['Opioids']);
  });

  it('lists the articles of one month of one year', () => {
    expect(ids({ type: 'archive', value: 'June 2025' })).toEqual([1, 2]);
    expect(ids({ type: 'archive', value: 'July 2025' })).toEqual([3]);
  });

  it('selects nothing for an unknown category or a malformed archive value', () => {
    expect(ids({ type: 'category', value: 'Recipes' })).toEqual([]);
    expect(ids({ type: 'archive', value: 'June' })).toEqual([]);
    expect(ids({ type: 'archive', value: 'Someday 2025' })).toEqual([]);
  });
});

describe('canonicalName', () => {
  it('finds the known spelling of a value', () => {
    expect(canonicalName('ANNOUNCEMENTS', ['Articles', 'Announcements'])).toBe('Announcements');
    expect(canonicalName('Recipes', ['Articles', 'Announcements'])).toBeNull();
  });
});
