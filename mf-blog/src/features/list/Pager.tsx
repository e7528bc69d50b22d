import { Link, useSearchParams } from '@practice/router';
import { pagerItems } from '../../lib/paging';
import { visuallyHidden } from '@practice/ui-kit';
import styles from './Pager.module.css';

interface Props {
  page: number;
  totalPages: number;
}

/**
 * Links to the pages of the current list; the page travels in the query string, beside what else
 * the list is (a search's `q`).
 */
export function Pager({ page, totalPages }: Props) {
  const [params] = useSearchParams();
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return { search: `?${next.toString()}` };
  };
  return (
    <nav className={styles.pager} aria-label="Blog pages">
      <ul className={styles.items}>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)}>
              Previous<span className={visuallyHidden}> page</span>
            </Link>
          </li>
        )}
        {pagerItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={to(item)} aria-current={item === page ? 'page' : undefined}>
                <span className={visuallyHidden}>Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={to(page + 1)}>
              Next<span className={visuallyHidden}> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
