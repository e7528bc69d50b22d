import type { CareersPageProps } from '@practice/shared-types';
import { careersIntro } from '../content/careers-page';
import { positions } from '../content/positions';
import styles from '../features/positions/Positions.module.css';

/** /career/: the open positions. */
export default function CareersPage({ site }: CareersPageProps) {
  return (
    <section className={styles.page}>
      <title>{`Careers | ${site.practiceName}`}</title>
      <meta
        name="description"
        content={`Open positions at ${site.practiceName}: nurses, nurse practitioners, physicians, social workers and medical assistants.`}
      />
      <h1>CAREERS</h1>
      <h2>{careersIntro.heading}</h2>
      {careersIntro.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {positions.map((position) => (
        <article key={position.id} className={styles.position}>
          <h3>{position.position}</h3>
          <p>{position.location}</p>
          <p>{position.qualification}</p>
        </article>
      ))}
    </section>
  );
}
