import { Link } from '@practice/router';
import { site } from '../config/site';
import styles from './Logo.module.css';

/** The practice's mark and name, linking home. `inverse` is for dark backgrounds. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg className={styles.mark} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" />
        <path
          d="M11 29h6v-2.6a7.5 7.5 0 1 1 6 0V29h6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>{site.practiceName}</span>
    </Link>
  );
}
