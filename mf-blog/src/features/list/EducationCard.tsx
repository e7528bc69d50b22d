import type { EducationArticle } from '../../content/model';
import { tagLine } from '../../lib/tags';
import { BLOG_IMAGE_SIZE } from '../../lib/image-size';
import { ExternalLink, Image } from '@practice/ui-kit';
import styles from './Card.module.css';

interface Props {
  article: EducationArticle;
  eager?: boolean;
}

/** A curated page of another site (CDC, NIH ...), opened in a new tab. */
export function EducationCard({ article, eager = false }: Props) {
  return (
    <li className={styles.card}>
      <Image
        className={styles.image}
        src={article.img}
        alt={article.imgAlt}
        size={BLOG_IMAGE_SIZE}
        load={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>Source: {article.source}</span>
          <span>Category: Education</span>
        </p>
        <p className={styles.tags}>{tagLine(article.tags)}</p>
        <h2 className={styles.title}>
          <ExternalLink href={article.url}>{article.title}</ExternalLink>
        </h2>
        <p className={styles.description}>{article.description}</p>
      </div>
    </li>
  );
}
