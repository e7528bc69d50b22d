import type { ReactNode } from 'react';
import { useParams } from '@practice/router';
import { ArchivesPanel } from './ArchivesPanel';
import { CategoriesPanel } from './CategoriesPanel';
import { RecentBlogs } from './RecentBlogs';
import { SearchBox } from './SearchBox';
import styles from './Sidebar.module.css';

interface Props {
  /** List screens show a category dropdown instead of the panel on small screens. */
  listScreen?: boolean;
  /** Panels shown first, such as a post's related tags. */
  children?: ReactNode;
}

/** The blog's side column: search, categories, archives and the newest articles. */
export function Sidebar({ listScreen = false, children }: Props) {
  const { category, monthYear } = useParams();
  return (
    <div className={styles.sidebar}>
      {children}
      <SearchBox />
      <CategoriesPanel current={category} wideOnly={listScreen} />
      <RecentBlogs />
      <ArchivesPanel current={monthYear} />
    </div>
  );
}
