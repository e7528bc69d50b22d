import { highlights, homeSectionTitles } from '../../content/home';
import styles from './Highlights.module.css';
import { visuallyHidden } from '@practice/ui-kit';
import { TextWithPhone } from '../../ui/TextWithPhone';

/** The three cards that overlap the bottom of the hero. */
export function Highlights() {
  return (
    <section className={styles.highlights} aria-labelledby="highlights-heading">
      <h2 id="highlights-heading" className={visuallyHidden}>
        {homeSectionTitles.highlights}
      </h2>
      <ul className={styles.cards}>
        {highlights.map((highlight) => (
          <li key={highlight.heading} className={styles.card}>
            <h3>{highlight.heading}</h3>
            <p className={styles.subheading}>{highlight.subheading}</p>
            <TextWithPhone text={highlight.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}
