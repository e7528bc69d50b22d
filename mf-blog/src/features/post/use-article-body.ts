import { use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { BlogArticleBody } from '../../content/model';
import { loadArticleBody, loadedArticleBody } from '../../content/articles/load-body';
import { isChunkOfRemovedBuild } from '../../lib/removed-build';

export type ArticleBodyState =
  | { status: 'loading' }
  | { status: 'ready'; body: BlogArticleBody }
  | { status: 'failed'; retry: () => void };

interface Outcome {
  /** Which request this answers, so a stale answer is never shown for another post. */
  key: string;
  body?: BlogArticleBody;
  /** The body's chunk is of a build a deploy has removed: no Try again can bring it. */
  removedBuild?: unknown;
}

const loads = new Map<string, Promise<unknown>>();

/**
 * One load per post for the server's HTML. It settles either way: a failed load renders the
 * failed state below, whose Try again loads the body anew.
 */
function bodyLoaded(endpoint: string): Promise<unknown> {
  let load = loads.get(endpoint);
  if (!load) {
    load = loadArticleBody(endpoint).catch(() => undefined);
    loads.set(endpoint, load);
  }
  return load;
}

const noSubscription = () => () => undefined;

/** True while rendering on the server and while hydrating the server's HTML. */
const useRendersServerHtml = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Loads a post's body chunk; a failed load (such as a dropped connection) can be retried. A body
 * loaded before is ready on the first render. The server's HTML
 * carries the body: the server and a page hydrating that HTML suspend until it has loaded (the
 * page keeps the server's HTML meanwhile), and only a visit within the app shows the loading state.
 * A body whose chunk a deploy has removed is thrown, for the page to load the blog's current build.
 */
export function useArticleBody(endpoint: string): ArticleBodyState {
  if (useRendersServerHtml()) use(bodyLoaded(endpoint));
  const [attempt, setAttempt] = useState(0);
  const key = `${endpoint}:${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const body = loadedArticleBody(endpoint);
    return body ? { key, body } : null;
  });

  useEffect(() => {
    if (outcome?.key === key) return;
    let current = true;
    loadArticleBody(endpoint).then(
      (body) => current && setOutcome({ key, body }),
      async (error: unknown) => {
        const removed = await isChunkOfRemovedBuild(error);
        if (current) setOutcome(removed ? { key, removedBuild: error } : { key });
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, key, outcome?.key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (outcome?.key !== key) return { status: 'loading' };
  // Thrown to the slot that holds the blog in the page, which loads the blog's current build.
  if (outcome.removedBuild) throw outcome.removedBuild;
  return outcome.body ? { status: 'ready', body: outcome.body } : { status: 'failed', retry };
}
