import type { ReactNode } from 'react';
import styles from './PageBanner.module.css';

interface Props {
  title: string;
  /** Small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The coloured band at the top of a screen, holding its one h1. */
export function PageBanner({ title, eyebrow, children }: Props) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
