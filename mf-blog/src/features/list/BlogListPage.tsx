import { Link, useLocation, useParams, useSearchParams } from '@practice/router';
import type { SiteInfo } from '@practice/shared-types';
import { ARCHIVE_MONTHS, CATEGORIES } from '../../content/categories';
import { listData } from '../../content/list-data';
import {
  archiveWords,
  canonicalName,
  filterFrom,
  listFor,
  type ListFilter,
} from '../../lib/filters';
import { pageCount, pageOf } from '../../lib/paging';
import { BLOG_PATH } from '../../lib/paths';
import { SEARCH_PARAM, searchSummary } from '../../lib/search';
import {
  AfterFirstFrame,
  breadcrumbJsonLd,
  type BreadcrumbStep,
  JsonLd,
  useHttpStatus,
  PageHead,
  CrisisLine,
} from '@practice/ui-kit';
import { BlogFrame } from '../../layout/BlogFrame';
import { Sidebar } from '../../sidebar/Sidebar';
import { ArticleCard } from './ArticleCard';
import styles from './BlogList.module.css';
import cards from './Card.module.css';
import { CategorySelect } from './CategorySelect';
import { EducationCard } from './EducationCard';
import { filterLabel, listHead } from './list-head';
import { Pager } from './Pager';
import { usePageParam } from './use-page-param';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'blog-list-heading';

/** Whether the filter is a list the blog links to (a known category or archive month). */
function isKnownList(filter: ListFilter): boolean {
  switch (filter.type) {
    case 'all':
    case 'search':
      return true;
    case 'category':
      return canonicalName(filter.value, CATEGORIES) !== null;
    case 'archive': {
      const words = archiveWords(filter.value);
      return words !== null && canonicalName(words.join(' '), ARCHIVE_MONTHS) !== null;
    }
  }
}

/** /blog/, /blog/category/{category}/ and /blog/archive/{month year}/: five posts a page. */
export function BlogListPage({ site }: { site: SiteInfo }) {
  const params = useParams();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const filter = filterFrom(params, query.get(SEARCH_PARAM) ?? '');
  const listing = listFor(filter, listData);
  const totalPages = pageCount(listing.items.length);
  const page = usePageParam(totalPages);
  useScrollToTopOnChange(`${pathname}|${page}`);

  const head = listHead(filter, page, site);
  // An empty list at an address the blog never links to can never have posts: a 404, not indexed.
  const neverHasPosts = listing.items.length === 0 && !isKnownList(filter);
  useHttpStatus(neverHasPosts ? 404 : 200);
  // Search results are the articles' own pages again, for any query: kept out of search engines.
  const searching = filter.type === 'search';
  const label = filterLabel(filter);
  const currentCategory =
    filter.type === 'category' ? canonicalName(filter.value, CATEGORIES) : null;
  const crumbs: BreadcrumbStep[] = [{ label: site.networkName, to: '/' }, { label: 'BLOG' }];
  // A phone shows the first card above the fold.
  const [firstCard, ...otherCards] =
    listing.kind === 'education'
      ? pageOf(listing.items, page).map((article, index) => (
          <EducationCard key={article.url} article={article} eager={index === 0} />
        ))
      : pageOf(listing.items, page).map((article, index) => (
          <ArticleCard key={article.endpoint} article={article} eager={index === 0} />
        ));

  return (
    <BlogFrame crumbs={crumbs} aside={<Sidebar listScreen />}>
      <PageHead
        title={head.title}
        description={head.description}
        noIndex={neverHasPosts || searching}
      />
      {/* 'FEATURED BLOGS' heads the unfiltered list only (docs/product.md); a filtered one is headed by its filter. */}
      {label ? (
        <div className={styles.filterBar}>
          <h1 id={HEADING_ID} className={styles.filterHeading}>
            {label}
          </h1>
          <Link className={styles.clearFilters} to={BLOG_PATH}>
            Clear filters
          </Link>
        </div>
      ) : (
        <>
          <h1 id={HEADING_ID} className={styles.heading}>
            FEATURED BLOGS
          </h1>
          <p className={styles.subtitle}>Your Gateway to Essential Medical Insights</p>
        </>
      )}
      {/* Announces the count as the visitor types in the search box. */}
      <p className={styles.searchStatus} role="status">
        {searching ? searchSummary(filter.value, listing.items.length) : ''}
      </p>
      <CategorySelect current={currentCategory} />
      {listing.items.length === 0 ? (
        <p className={styles.empty}>Data Not Found</p>
      ) : (
        <ul className={`${cards.cards} ${styles.list}`} aria-labelledby={HEADING_ID}>
          {firstCard}
          <AfterFirstFrame>{otherCards}</AfterFirstFrame>
        </ul>
      )}
      <AfterFirstFrame>
        {totalPages > 1 && <Pager page={page} totalPages={totalPages} />}
        {/* The blog writes about mental health and addiction: every list carries the crisis line. */}
        <CrisisLine site={site} />
      </AfterFirstFrame>
      {/* Filtered and paged views are views of the one blog list, so 'BLOG' is /blog/. */}
      <JsonLd data={breadcrumbJsonLd(site.origin, crumbs, BLOG_PATH)} />
    </BlogFrame>
  );
}
