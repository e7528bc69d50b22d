import type { ReactNode } from 'react';
import { AfterFirstFrame, Breadcrumb, type BreadcrumbStep } from '@practice/ui-kit';
import styles from './BlogFrame.module.css';

interface Props {
  /** Large banner text; 'BLOG' on every blog screen. */
  bannerTitle?: string;
  /** The link is omitted for the current page. */
  crumbs: BreadcrumbStep[];
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
        <Breadcrumb steps={crumbs} className={styles.breadcrumb} />
      </div>
      <div className={styles.columns}>
        <div className={styles.content}>{children}</div>
        <aside className={styles.aside} aria-label="Blog sidebar">
          {/* Below the content on a phone. */}
          <AfterFirstFrame>{aside}</AfterFirstFrame>
        </aside>
      </div>
    </div>
  );
}
