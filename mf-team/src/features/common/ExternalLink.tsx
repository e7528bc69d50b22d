import type { ReactNode } from 'react';
import styles from './Common.module.css';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site: a new tab that cannot reach back into this page. */
export function ExternalLink({ href, className, children }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
