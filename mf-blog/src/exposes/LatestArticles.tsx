import { Link } from 'react-router-dom';
import type { LatestArticlesProps } from '@practice/shared-types';
import { articles } from '../content/articles';
import { endpointFromTitle } from '../lib/endpoint';
import styles from '../features/list/BlogList.module.css';

/** Home's 'LATEST TIPS & NEWS': the three newest articles. */
export default function LatestArticles(_props: LatestArticlesProps) {
  return (
    <ul className={styles.cards}>
      {articles.slice(0, 3).map((article) => (
        <li key={article.blogId} className={styles.card}>
          <p className={styles.meta}>{article.date}</p>
          <h3>
            <Link to={`/blog/${endpointFromTitle(article.title)}/`}>{article.title}</Link>
          </h3>
          <p>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
