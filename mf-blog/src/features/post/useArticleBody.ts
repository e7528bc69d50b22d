import { useCallback, useEffect, useState } from 'react';
import type { BlogArticleBody } from '@practice/shared-types';
import { loadArticleBody, loadedArticleBody } from '../../content/articles/loadBody';

export type ArticleBodyState =
  | { status: 'loading' }
  | { status: 'ready'; body: BlogArticleBody }
  | { status: 'failed'; retry: () => void };

interface Outcome {
  /** Which request this answers, so a stale answer is never shown for another post. */
  key: string;
  body?: BlogArticleBody;
}

/**
 * Loads a post's body chunk; a failed load (such as a dropped connection) can be retried. A body
 * loaded ahead (see `preload` in BlogRoutes) is ready on the first render, so a prerendered post
 * is taken over without showing its loading state.
 */
export function useArticleBody(blogId: number): ArticleBodyState {
  const [attempt, setAttempt] = useState(0);
  const key = `${blogId}:${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const body = loadedArticleBody(blogId);
    return body ? { key, body } : null;
  });

  useEffect(() => {
    if (outcome?.key === key) return;
    let current = true;
    loadArticleBody(blogId).then(
      (body) => current && setOutcome({ key, body }),
      () => current && setOutcome({ key }),
    );
    return () => {
      current = false;
    };
  }, [blogId, key, outcome?.key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (outcome?.key !== key) return { status: 'loading' };
  return outcome.body ? { status: 'ready', body: outcome.body } : { status: 'failed', retry };
}
