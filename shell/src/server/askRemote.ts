import type { RemoteModuleId } from '@practice/shared-types';
import { fragmentQuery, splitModuleId, type PageAddress } from './fragmentUrl';

/** A remote that has not answered by then is down for this request: the page must not wait on it. */
export const REMOTE_ANSWER_MS = 700;

export interface RemotePage {
  status: number;
  data: Record<string, string>;
}

/**
 * Asks the remote that owns a route whether the page exists (its status) and for the data the
 * shell needs before rendering. Null when the remote is down, erroring or too slow.
 */
export async function askRemote(
  server: string | undefined,
  id: RemoteModuleId,
  page: PageAddress,
  props: unknown,
): Promise<RemotePage | null> {
  if (!server) return null;
  const [, expose] = splitModuleId(id);
  try {
    const response = await fetch(
      `${server}/_fragments/${expose}?${fragmentQuery(page, props, 'meta')}`,
      {
        signal: AbortSignal.timeout(REMOTE_ANSWER_MS),
      },
    );
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<RemotePage>;
    return typeof answer.status === 'number'
      ? { status: answer.status, data: answer.data ?? {} }
      : null;
  } catch {
    return null;
  }
}

/** Fetches a JSON document from a remote's server within the same bound, or null. */
export async function fetchFromRemote<T>(
  server: string | undefined,
  path: string,
): Promise<T | null> {
  if (!server) return null;
  try {
    const response = await fetch(`${server}${path}`, {
      signal: AbortSignal.timeout(REMOTE_ANSWER_MS),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
