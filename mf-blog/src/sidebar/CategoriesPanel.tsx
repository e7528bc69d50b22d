import { Link } from '@practice/router';
import { CATEGORIES } from '../content/categories';
import { categoryPath } from '../lib/paths';
import styles from './Sidebar.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'blog-categories-heading';

interface Props {
  /** The category being shown, in any letter case. */
  current?: string;
  /** On list screens the dropdown above the list takes this panel's place on small screens. */
  wideOnly: boolean;
}

export function CategoriesPanel({ current, wideOnly }: Props) {
  const isCurrent = (category: string) => category.toLowerCase() === current?.toLowerCase();
  return (
    <section
      className={[styles.panel, wideOnly && styles.panelWideOnly].filter(Boolean).join(' ')}
      aria-labelledby={HEADING_ID}
    >
      <h2 id={HEADING_ID}>Categories</h2>
      <ul className={styles.links}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={categoryPath(category)}
              aria-current={isCurrent(category) ? 'page' : undefined}
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
