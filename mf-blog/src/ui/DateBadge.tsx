import { dateParts } from '../lib/dates';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './DateBadge.module.css';

interface Props {
  /** Date text such as 'June 12th 2025'. */
  date: string;
  className?: string;
}

/** The day, month and year in a small block; read out as the full date text. */
export function DateBadge({ date, className }: Props) {
  const parts = dateParts(date);
  if (!parts) return null;
  return (
    <time dateTime={parts.iso} className={[styles.badge, className].filter(Boolean).join(' ')}>
      <span className={styles.day} aria-hidden="true">
        {parts.day}
      </span>
      <span className={styles.monthYear} aria-hidden="true">
        {parts.month} {parts.year}
      </span>
      <span className={visuallyHidden}>{date}</span>
    </time>
  );
}
