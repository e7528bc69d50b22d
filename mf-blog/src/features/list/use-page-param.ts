import { useEffect } from 'react';
import { useSearchParams } from '@practice/router';
import { canonicalPageValue, clampPage, parsePage } from '../../lib/paging';

/**
 * The list page from the query string (`page=N`, also read in the `?&page=N` form). A value that
 * is not a page of this list is replaced, without a history entry, by the page shown: 1 for a
 * malformed value, the last page for one beyond it.
 */
export function usePageParam(totalPages: number): number {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = clampPage(parsePage(raw), totalPages);
  const replacement = canonicalPageValue(raw, page);

  useEffect(() => {
    if (replacement === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', replacement);
        return next;
      },
      { replace: true },
    );
  }, [replacement, setParams]);

  return page;
}
