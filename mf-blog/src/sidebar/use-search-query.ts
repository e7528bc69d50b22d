import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@practice/router';
import { SEARCH_PARAM } from '../lib/search';

/** Marks the history entries the search box wrote, and what it wrote. */
interface TypedState {
  typedQuery: string;
}

const typedQueryOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'typedQuery' in state
    ? (state as TypedState).typedQuery
    : undefined;

/**
 * The search box's text, starting from the address's `q`. Where the results are the page's list
 * (`followUrl`), each change also replaces `q` in the address (no history entry per keystroke; a
 * new search starts at page 1), and the box follows the address when another navigation changes it
 * (back, forward, a link). The router applies navigations as transitions, so an address the box
 * wrote may arrive after newer typing: the box ignores its own addresses while one is on its way.
 */
export function useSearchQuery(followUrl: boolean) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const urlQuery = params.get(SEARCH_PARAM) ?? '';
  const [query, setQuery] = useState(urlQuery);
  const writing = useRef<string | null>(null);
  const typedEntry = typedQueryOf(state) !== undefined;

  useEffect(() => {
    if (!followUrl) return;
    if (writing.current === urlQuery) writing.current = null;
    else if (writing.current === null || !typedEntry) setQuery(urlQuery);
  }, [followUrl, urlQuery, typedEntry]);

  const change = (next: string) => {
    setQuery(next);
    if (!followUrl) return;
    writing.current = next.trim();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next.trim() === '') updated.delete(SEARCH_PARAM);
        else updated.set(SEARCH_PARAM, next.trim());
        return updated;
      },
      { replace: true, state: { typedQuery: next.trim() } satisfies TypedState },
    );
  };

  return [query, change] as const;
}
