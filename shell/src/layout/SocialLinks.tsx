import { site } from '../config/site';
import { ExternalLink } from '@practice/ui-kit';
import { Icon } from '../ui/Icon';
import styles from './SocialLinks.module.css';

const networks = [
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'youtube', label: 'YouTube' },
] as const;

/** The practice's facebook, instagram and youtube pages. */
export function SocialLinks({ size = 20 }: { size?: number }) {
  return (
    <span className={styles.social}>
      {networks.map(({ name, label }) => (
        <ExternalLink
          key={name}
          href={site.social[name]}
          className={styles.link}
          label={`${site.practiceName} on ${label}`}
        >
          <Icon name={name} size={size} />
        </ExternalLink>
      ))}
    </span>
  );
}
