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
  remote: RemoteServer,
  id: RemoteModuleId,
  page: PageAddress,
  props: unknown,
): Promise<RemotePage | null> {
  const [, expose] = splitModuleId(id);
  const answer = await fetchFromRemote<Partial<RemotePage>>(
    remote,
    `/_fragments/${expose}?${fragmentQuery(page, props, 'meta')}`,
  );
  return typeof answer?.status === 'number'
    ? { status: answer.status, data: answer.data ?? {} }
    : null;
}

/** A remote's server, and the secret its fragments are asked with. */
export interface RemoteServer {
  url: string | undefined;
  secret: string;
}

/** Fetches a JSON document from a remote's server within the same bound, or null. */
export async function fetchFromRemote<T>(
  { url, secret }: RemoteServer,
  path: string,
): Promise<T | null> {
  if (!url) return null;
  try {
    const response = await fetch(`${url}${path}`, {
      headers: { 'X-Fragment-Secret': secret },
      signal: AbortSignal.timeout(REMOTE_ANSWER_MS),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
