import { Link, useParams } from 'react-router-dom';
import type { SiteInfo } from '@practice/shared-types';
import { providers } from '../../content/providers';
import styles from './Team.module.css';

export function ProviderProfile({ site }: { site: SiteInfo }) {
  const { providerId } = useParams();
  const provider = providers.find((candidate) => candidate.id === providerId);
  if (!provider) {
    return (
      <section className={styles.page}>
        <title>{`Provider Not Found | ${site.practiceName}`}</title>
        <h1>Provider Not Found</h1>
        <Link to="/ourteam/">Back to our team</Link>
      </section>
    );
  }
  return (
    <article className={styles.page}>
      <title>{provider.docTitle}</title>
      <meta name="description" content={provider.docDes} />
      <h1>{provider.name}</h1>
      <p>
        <Link to="/ourteam/">Our team</Link>
      </p>
      <img src={provider.imageUrl} alt={provider.altText} width={300} height={300} />
      <p>{provider.speciality}</p>
      {provider.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
