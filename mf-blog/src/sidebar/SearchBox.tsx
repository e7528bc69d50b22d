import { useRef, type FormEvent } from 'react';
import { Link, useNavigate } from '@practice/router';
import { articles } from '../content/articles';
import { articlePath, BLOG_PATH } from '../lib/paths';
import { SEARCH_PARAM, searchArticles, searchPath, searchSummary } from '../lib/search';
import { useTypedBeforeHydration, visuallyHidden } from '@practice/ui-kit';
import styles from './Sidebar.module.css';
import { useSearchQuery } from './use-search-query';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const INPUT_ID = 'blog-search';
const HEADING_ID = 'blog-search-heading';

/**
 * Finds articles by title or tag. With script the results follow the typing as links under the box
 * (choosing one clears the search); Enter or the Search button opens the list of results at
 * /blog/?q=…, which is also where the form leads without script. On that list the box holds its
 * query, and links appear again once the visitor types another.
 */
export function SearchBox() {
  const { query, setQuery, addressQuery } = useSearchQuery();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setQuery);
  const typed = query.trim() !== addressQuery.trim();
  const results = typed ? searchArticles(articles, query) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(query));
  };

  return (
    <section className={styles.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Search</h2>
      <form
        role="search"
        aria-labelledby={HEADING_ID}
        method="get"
        action={BLOG_PATH}
        onSubmit={onSubmit}
      >
        <label htmlFor={INPUT_ID} className={visuallyHidden}>
          Search articles by title or tag
        </label>
        <input
          ref={field}
          id={INPUT_ID}
          name={SEARCH_PARAM}
          className={styles.searchInput}
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {/* Enter submits; the button is there for pointers and for pages without script. */}
        <button type="submit" className={styles.searchButton}>
          Search
        </button>
      </form>
      <p className={styles.searchStatus} role="status">
        {typed ? searchSummary(query, results.length) : ''}
      </p>
      {results.length > 0 && (
        <ul className={`${styles.links} ${styles.results}`} aria-label="Search results">
          {results.map((article) => (
            <li key={article.endpoint}>
              <Link to={articlePath(article.endpoint)} onClick={() => setQuery('')}>
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
