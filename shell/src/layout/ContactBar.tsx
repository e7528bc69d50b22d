import type { Ref } from 'react';
import { site } from '../config/site';
import { formatAddress } from '../lib/address';
import { ExternalLink } from '@practice/ui-kit';
import { Icon } from '../ui/Icon';
import { SocialLinks } from './SocialLinks';
import styles from './ContactBar.module.css';

interface Props {
  ref?: Ref<HTMLDivElement>;
  /** Slid out of view: its links leave the tab order too. */
  hidden: boolean;
}

/** The thin bar above the navigation: hours, phone, e-mail, address and social links. */
export function ContactBar({ ref, hidden }: Props) {
  return (
    <div ref={ref} className={styles.bar} inert={hidden}>
      <ul className={styles.inner} aria-label="Contact details">
        <li className={styles.hours}>
          <Icon name="clock" size={16} />
          <span>
            {site.hours.weekdays}
            <span className={styles.after}>{` · ${site.hours.afterHours}`}</span>
          </span>
        </li>
        <li>
          <a href={`tel:${site.phoneHref}`}>
            <Icon name="phone" size={16} />
            {site.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`}>
            <Icon name="mail" size={16} />
            {site.email}
          </a>
        </li>
        <li className={styles.address}>
          <ExternalLink href={site.links.map}>
            <Icon name="pin" size={16} />
            {formatAddress(site.main.address)}
          </ExternalLink>
        </li>
        <li className={styles.social}>
          <SocialLinks size={16} />
        </li>
      </ul>
    </div>
  );
}
