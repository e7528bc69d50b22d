import { useState } from 'react';
import { useSearchParams } from '@practice/router';
import { SEARCH_PARAM } from '../lib/search';

/**
 * The search box's text, starting from the address's `q` (so `/blog/?q=…` shows what was
 * searched), and following it whenever a navigation changes it (a submitted search, back, forward,
 * a link to the whole list). Typing changes only the box: the address changes on submit.
 */
export function useSearchQuery() {
  const [params] = useSearchParams();
  const addressQuery = params.get(SEARCH_PARAM) ?? '';
  const [query, setQuery] = useState(addressQuery);
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [followed, setFollowed] = useState(addressQuery);
  if (followed !== addressQuery) {
    setFollowed(addressQuery);
    setQuery(addressQuery);
  }
  return { query, setQuery, addressQuery } as const;
}
