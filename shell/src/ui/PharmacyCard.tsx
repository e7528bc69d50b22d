import { site } from '../config/site';
import { pharmacyBlock } from '../content/pharmacy';
import { ExternalLink } from '@practice/ui-kit';
import styles from './PharmacyCard.module.css';

interface Props {
  /** 'CHECK OUT' on the service pages, 'CHECK NOW' on Contact. */
  linkLabel: string;
  compact?: boolean;
}

/** The On-Site Local Pharmacy promotion, linking to the pharmacy's map page. */
export function PharmacyCard({ linkLabel, compact = false }: Props) {
  return (
    <div className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <h2 className={styles.heading}>{pharmacyBlock.heading}</h2>
      <p>{pharmacyBlock.text}</p>
      <ExternalLink href={site.links.pharmacy} className="button button-light">
        {linkLabel}
      </ExternalLink>
    </div>
  );
}
