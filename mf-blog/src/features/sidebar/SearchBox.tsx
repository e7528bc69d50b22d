import { useId, useState } from 'react';
import { Link } from '@practice/router';
import { articles } from '../../content/articles';
import { articlePath } from '../../lib/paths';
import { searchArticles } from '../../lib/search';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './Sidebar.module.css';

function statusText(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return `No articles match “${query.trim()}”.`;
  return count === 1 ? '1 article found' : `${count} articles found`;
}

/** Finds articles by title or tag as the visitor types; choosing a result clears the search. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const results = searchArticles(articles, query);
  const inputId = useId();
  const headingId = useId();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Search</h2>
      <form role="search" aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={visuallyHidden}>
          Search articles by title or tag
        </label>
        <input
          id={inputId}
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
