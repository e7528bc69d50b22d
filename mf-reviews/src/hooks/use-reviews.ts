import { useEffect, useState } from 'react';
import type { ReviewsSource } from '@practice/shared-types';
import { fetchReviews } from '../lib/client';
import type { ReviewsData } from '../lib/parse-response';

type ReviewsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: ReviewsData };

const LOADING: ReviewsState = { status: 'loading' };

/**
 * The provider's answer for one source. A new source shows loading until its own answer
 * arrives; a call still running when the source changes or the widget unmounts is cancelled.
 * With `enabled` false nothing is fetched (the badge was given its figures).
 */
export function useReviews(
  { apiBase, featurableId }: ReviewsSource,
  enabled: boolean = true,
): ReviewsState {
  const source = `${apiBase}|${featurableId}`;
  const [result, setResult] = useState<{ source: string; state: ReviewsState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchReviews({ apiBase, featurableId }, { signal: controller.signal }).then(
      (data) => setResult({ source, state: { status: 'loaded', data } }),
      () => {
        if (!controller.signal.aborted) setResult({ source, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [apiBase, featurableId, source, enabled]);

  return result?.source === source ? result.state : LOADING;
}
