import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './BlogFrame.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

interface Props {
  /** Large banner text; 'BLOG' on every blog screen. */
  bannerTitle?: string;
  crumbs: Crumb[];
  /** The side column: sidebar panels, related tags. */
  aside: ReactNode;
  children: ReactNode;
}

/** Every blog screen: banner with breadcrumb, then the content beside its side column. */
export function BlogFrame({ bannerTitle = 'BLOG', crumbs, aside, children }: Props) {
  return (
    <div className={styles.frame}>
      <div className={styles.banner}>
        <p className={styles.bannerTitle}>{bannerTitle}</p>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div className={styles.columns}>
        <div className={styles.content}>{children}</div>
        <div className={styles.aside}>{aside}</div>
      </div>
    </div>
  );
}
