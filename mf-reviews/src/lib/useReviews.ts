import { useEffect, useState } from 'react';
import type { ReviewsSource, ReviewsWidgetResponse } from '@practice/shared-types';
import { fetchReviews } from './client';

export type ReviewsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: ReviewsWidgetResponse };

/** The provider's answer for one source; a new source shows loading until its answer arrives. */
export function useReviews({ apiBase, featurableId }: ReviewsSource): ReviewsState {
  const source = `${apiBase}|${featurableId}`;
  const [result, setResult] = useState<{ source: string; state: ReviewsState } | null>(null);
  useEffect(() => {
    let current = true;
    fetchReviews({ apiBase, featurableId }).then(
      (data) => current && setResult({ source, state: { status: 'loaded', data } }),
      () => current && setResult({ source, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [apiBase, featurableId, source]);
  return result?.source === source ? result.state : { status: 'loading' };
}
