import { useId } from 'react';
import { useNavigate } from '@practice/router';
import { CATEGORIES } from '../../content/categories';
import { categoryPath } from '../../lib/paths';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './BlogList.module.css';

/** Small screens: a dropdown instead of the categories panel. The empty choice is every post. */
export function CategorySelect({ current }: { current: string | null }) {
  const navigate = useNavigate();
  const selectId = useId();
  const hintId = useId();
  return (
    <div className={styles.categorySelect}>
      <label htmlFor={selectId}>Select Category</label>
      <select
        id={selectId}
        value={current ?? ''}
        aria-describedby={hintId}
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
      <span id={hintId} className={visuallyHidden}>
        The list changes as soon as you choose.
      </span>
    </div>
  );
}
