import { Link } from '@practice/router';
import { site } from '../config/site';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { openPrivacyChoices } from '../analytics/consent';
import { noticeLinks, PRIVACY_CHOICES_ANCHOR, PRIVACY_NOTICE_PATH } from '../content/notices/paths';
import { navItems } from './navigation';
import { formatAddress } from '../lib/address';
import { ExternalLink } from '@practice/ui-kit';
import { Icon } from '../ui/Icon';
import { GoToTop } from './GoToTop';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

export function Footer() {
  const { analyticsId } = useRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo inverse />
          <p>
            Primary care, addiction treatment, psychiatry and mental health care in{' '}
            {site.main.township}, NJ, and by telehealth in NJ, PA, GA and NY.
          </p>
          <SocialLinks size={22} />
        </div>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.contact}>
            <li>
              <Icon name="phone" />
              <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="pin" />
              <ExternalLink href={site.links.map}>{formatAddress(site.main.address)}</ExternalLink>
            </li>
            <li>
              <Icon name="clock" />
              <span>
                {site.hours.weekdays}
                <br />
                {site.hours.afterHours}
              </span>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {navItems.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Notices">
          <h2 className={styles.heading}>Notices</h2>
          <ul className={styles.notices}>
            {noticeLinks.map((notice) => (
              <li key={notice.path}>
                <Link to={notice.path}>{notice.label}</Link>
              </li>
            ))}
            {analyticsId && (
              <li>
                {/* Without script it leads to the notice's part on analytics, which it explains. */}
                <a
                  href={`${PRIVACY_NOTICE_PATH}#${PRIVACY_CHOICES_ANCHOR}`}
                  onClick={(event) => {
                    event.preventDefault();
                    openPrivacyChoices();
                  }}
                >
                  Privacy choices
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {site.practiceName}. All rights reserved.
      </p>
      <GoToTop />
    </footer>
  );
}
