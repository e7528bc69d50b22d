import { site } from '../../config/site';
import { hero } from '../../content/home';
import { ExternalLink } from '@practice/ui-kit';
import styles from './Hero.module.css';

export function Hero() {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{site.practiceName}</p>
        <h1 className={styles.heading}>{hero.heading}</h1>
        <p className={styles.text}>{hero.text}</p>
        <ExternalLink href={site.links.booking} className="button button-light">
          BOOK NOW
        </ExternalLink>
      </div>
    </div>
  );
}
