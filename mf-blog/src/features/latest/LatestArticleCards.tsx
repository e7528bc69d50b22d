import { Link } from '@practice/router';
import { articles } from '../../content/articles';
import { newest } from '../../lib/dates';
import { articlePath } from '../../lib/paths';
import { DateBadge } from '../../ui/DateBadge';
import styles from './LatestArticleCards.module.css';

/** How many articles Home shows (docs/product.md, "Business constants"). */
const LATEST_COUNT = 3;

/** Home's 'LATEST TIPS & NEWS' cards; the shell supplies the section heading. */
export function LatestArticleCards() {
  return (
    <ul className={styles.cards}>
      {newest(articles, LATEST_COUNT).map((article) => (
        <li key={article.endpoint} className={styles.card}>
          <img
            className={styles.image}
            src={article.image}
            alt=""
            width={1200}
            height={675}
            loading="lazy"
          />
          <DateBadge date={article.date} className={styles.badge} />
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={articlePath(article.endpoint)}>{article.title}</Link>
            </h3>
            <p className={styles.description}>{article.description}</p>
            <span className={styles.more} aria-hidden="true">
              Read more →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
