import { Link } from 'react-router-dom';
import type { SiteInfo } from '@practice/shared-types';
import { providers } from '../../content/providers';
import styles from './Team.module.css';

export function TeamPage({ site }: { site: SiteInfo }) {
  return (
    <section className={styles.page}>
      <title>Meet Our Award-Winning Team</title>
      <meta
        name="description"
        content={`Meet the primary care doctors, mental health specialists and rehab professionals of ${site.practiceName}.`}
      />
      <h1>MEET THE TEAM</h1>
      <ul className={styles.grid}>
        {providers.map((provider) => (
          <li key={provider.id} className={styles.card}>
            <img src={provider.imageUrl} alt={provider.altText} width={160} height={160} />
            <h2>{provider.name}</h2>
            <p>{provider.credentials}</p>
            <Link to={`/ourteam/${provider.id}/`}>VIEW PROFILE</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
