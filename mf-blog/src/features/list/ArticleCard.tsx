import { Link } from '@practice/router';
import type { BlogArticleSummary } from '../../content/model';
import { articlePath } from '../../lib/paths';
import { tagLine } from '../../lib/tags';
import { BLOG_IMAGE_SIZE } from '../../lib/image-size';
import { Image } from '@practice/ui-kit';
import styles from './Card.module.css';

interface Props {
  article: BlogArticleSummary;
  /** The first card is above the fold: its image loads at once. */
  eager?: boolean;
}

export function ArticleCard({ article, eager = false }: Props) {
  return (
    <li className={styles.card}>
      <Image
        className={styles.image}
        src={article.image}
        alt={article.imageAlt}
        size={BLOG_IMAGE_SIZE}
        load={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>{article.date}</span>
          <span>Category: {article.category}</span>
        </p>
        <p className={styles.tags}>{tagLine(article.tags)}</p>
        <h2 className={styles.title}>
          <Link to={articlePath(article.endpoint)}>{article.title}</Link>
        </h2>
        <p className={styles.description}>{article.description}</p>
      </div>
    </li>
  );
}
