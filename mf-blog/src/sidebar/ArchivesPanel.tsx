import { Link } from '@practice/router';
import { ARCHIVE_MONTHS } from '../content/categories';
import { archivePath } from '../lib/paths';
import styles from './Sidebar.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'blog-archives-heading';

export function ArchivesPanel({ current }: { current?: string }) {
  const isCurrent = (month: string) => month.toLowerCase() === current?.trim().toLowerCase();
  return (
    <section className={styles.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Archives</h2>
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
