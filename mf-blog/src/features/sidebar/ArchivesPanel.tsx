import { useId } from 'react';
import { Link } from '@practice/router';
import { ARCHIVE_MONTHS } from '../../content/categories';
import { archivePath } from '../../lib/paths';
import styles from './Sidebar.module.css';

export function ArchivesPanel({ current }: { current?: string }) {
  const headingId = useId();
  const isCurrent = (month: string) => month.toLowerCase() === current?.trim().toLowerCase();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Archives</h2>
      <ul className={`${styles.links} ${styles.archives}`}>
        {ARCHIVE_MONTHS.map((month) => (
          <li key={month}>
            <Link to={archivePath(month)} aria-current={isCurrent(month) ? 'page' : undefined}>
              {month}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
