import { Link } from '@practice/router';
import { articles } from '../content/articles';
import { newest } from '../lib/dates';
import { articlePath } from '../lib/paths';
import styles from './Sidebar.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'blog-recent-heading';

/** How many newest articles the panel lists (docs/product.md, "Business constants"). */
const RECENT_COUNT = 3;

export function RecentBlogs() {
  return (
    <section className={styles.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Recent Blogs</h2>
      <ul className={styles.recent}>
        {newest(articles, RECENT_COUNT).map((article) => (
          <li key={article.endpoint} className={styles.recentItem}>
            <img src={article.image} alt="" width={1200} height={675} loading="lazy" />
            <div>
              <Link to={articlePath(article.endpoint)}>{article.title}</Link>
              <span className={styles.recentDate}>{article.date}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
