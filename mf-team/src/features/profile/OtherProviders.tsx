import type { SiteInfo } from '@practice/shared-types';
import { providers, type Provider } from '../../content/providers';
import { ProviderGrid } from '../../cards/ProviderGrid';
import styles from './ProviderProfile.module.css';

interface Props {
  current: Provider;
  site: SiteInfo;
}

/** 'Other Doctors' or 'Other Practitioners': the rest of the team of the same type. */
export function OtherProviders({ current, site }: Props) {
  const others = providers.filter(
    (provider) => provider.type === current.type && provider.id !== current.id,
  );
  if (others.length === 0) return null;
  const heading = `Other ${current.type}s`;
  return (
    <section className={styles.others} aria-labelledby="other-providers">
      <h2 id="other-providers" className={styles.othersHeading}>
        {heading}
      </h2>
      <ProviderGrid
        providers={others}
        site={site}
        headingLevel="h3"
        label={heading}
        bookLabel="BOOK NOW"
      />
    </section>
  );
}
