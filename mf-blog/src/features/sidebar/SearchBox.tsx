import { useRef, useState } from 'react';
import { Link } from '@practice/router';
import { articles } from '../../content/articles';
import { articlePath } from '../../lib/paths';
import { searchArticles } from '../../lib/search';
import { useTypedBeforeHydration, visuallyHidden } from '@practice/ui-kit';
import styles from './Sidebar.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const INPUT_ID = 'blog-search';
const HEADING_ID = 'blog-search-heading';

function statusText(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return `No articles match “${query.trim()}”.`;
  return count === 1 ? '1 article found' : `${count} articles found`;
}

/** Finds articles by title or tag as the visitor types; choosing a result clears the search. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setQuery);
  const results = searchArticles(articles, query);

  return (
    <section className={styles.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Search</h2>
      <form role="search" aria-labelledby={HEADING_ID} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={INPUT_ID} className={visuallyHidden}>
          Search articles by title or tag
        </label>
        <input
          ref={field}
          id={INPUT_ID}
          className={styles.searchInput}
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p className={styles.searchStatus} role="status">
        {statusText(query, results.length)}
      </p>
      {results.length > 0 && (
        <ul className={`${styles.links} ${styles.results}`} aria-label="Search results">
          {results.map((article) => (
            <li key={article.blogId}>
              <Link to={articlePath(article.title)} onClick={() => setQuery('')}>
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
