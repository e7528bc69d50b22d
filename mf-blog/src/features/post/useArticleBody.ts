import { useCallback, useEffect, useState } from 'react';
import type { BlogArticleBody } from '@practice/shared-types';
import { loadArticleBody } from '../../content/articles/loadBody';

export type ArticleBodyState =
  | { status: 'loading' }
  | { status: 'ready'; body: BlogArticleBody }
  | { status: 'failed'; retry: () => void };

interface Outcome {
  /** Which request this answers, so a stale answer is never shown for another post. */
  key: string;
  body?: BlogArticleBody;
}

/** Loads a post's body chunk; a failed load (such as a dropped connection) can be retried. */
export function useArticleBody(blogId: number): ArticleBodyState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${blogId}:${attempt}`;

  useEffect(() => {
    let current = true;
    loadArticleBody(blogId).then(
      (body) => current && setOutcome({ key, body }),
      () => current && setOutcome({ key }),
    );
    return () => {
      current = false;
    };
  }, [blogId, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (outcome?.key !== key) return { status: 'loading' };
  return outcome.body ? { status: 'ready', body: outcome.body } : { status: 'failed', retry };
}
