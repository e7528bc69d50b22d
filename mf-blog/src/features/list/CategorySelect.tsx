import { useNavigate } from '@practice/router';
import { CATEGORIES } from '../../content/categories';
import { categoryPath } from '../../lib/paths';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './BlogList.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const SELECT_ID = 'blog-category-select';
const HINT_ID = 'blog-category-hint';

/** Small screens: a dropdown instead of the categories panel. The empty choice is every post. */
export function CategorySelect({ current }: { current: string | null }) {
  const navigate = useNavigate();
  return (
    <div className={styles.categorySelect}>
      <label htmlFor={SELECT_ID}>Select Category</label>
      <select
        id={SELECT_ID}
        value={current ?? ''}
        aria-describedby={HINT_ID}
        onChange={(event) =>
          navigate(event.target.value ? categoryPath(event.target.value) : '/blog')
        }
      >
        <option value="">All posts</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
      <span id={HINT_ID} className={visuallyHidden}>
        The list changes as soon as you choose.
      </span>
    </div>
  );
}
