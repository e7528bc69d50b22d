import { Link } from '@practice/router';
import { homeServiceCards, homeSectionTitles } from '../../content/home';
import styles from './HomeServiceCards.module.css';

/** HIGH QUALITY TREATMENT: six services, each linking to its page. */
export function HomeServiceCards() {
  return (
    <section className="section" aria-labelledby="treatment-heading">
      <h2 id="treatment-heading" className="section-title">
        {homeSectionTitles.serviceCards}
      </h2>
      <p className={styles.intro}>{homeSectionTitles.serviceCardsIntro}</p>
      <ul className={styles.grid}>
        {homeServiceCards.map((card) => (
          <li key={card.url} className={styles.card}>
            <img src={card.img} alt="" width={64} height={64} loading="lazy" />
            <h3>
              <Link to={card.url}>{card.title}</Link>
            </h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
