import type { RemoteModuleId } from '@practice/shared-types';
import { fragmentQuery, splitModuleId, type PageAddress } from './fragmentUrl';

/**
 * A remote that has not answered by then is down for this request: the page must not wait on it
 * (with the composition engine's includes of the widgets, a page waits about a second at most).
 */
export const REMOTE_ANSWER_MS = 900;

/** What the remote that owns a route answers about it, in one answer (part=page). */
export interface RemotePage {
  status: number;
  data: Record<string, string>;
  /** Tags for the document head: title, description, the module's stylesheets and preloads. */
  head: string;
  /** The module's HTML, as the content of the slot's Suspense boundary. */
  body: string;
}

/**
 * Asks the remote that owns a route for everything the page needs of it: whether the page exists
 * (its status), the data the shell needs before rendering, and the remote's head tags and HTML.
 * Null when the remote is down, erroring or too slow.
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
    `/_fragments/${expose}?${fragmentQuery(page, props, 'page')}`,
  );
  return typeof answer?.status === 'number' &&
    typeof answer.head === 'string' &&
    typeof answer.body === 'string'
    ? { status: answer.status, data: answer.data ?? {}, head: answer.head, body: answer.body }
    : null;
}

/** A remote's server (by its name, for the log), and the secret its fragments are asked with. */
export interface RemoteServer {
  name: string;
  url: string | undefined;
  secret: string;
}

/**
 * Fetches a JSON document from a remote's server within the same bound, or null. A remote that
 * cannot be reached, is too slow or answers what is not JSON is logged in one line first, as
 * nginx's error log has it: which remote, which path, why.
 */
export async function fetchFromRemote<T>(
  { name, url, secret }: RemoteServer,
  path: string,
): Promise<T | null> {
  if (!url) return null;
  try {
    const response = await fetch(`${url}${path}`, {
      headers: { 'X-Fragment-Secret': secret },
      signal: AbortSignal.timeout(REMOTE_ANSWER_MS),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch (error) {
    console.error(
      `shell: ${name} (${url}${path.split('?', 1)[0]}) failed, the page goes without it: ${reason(error)}`,
    );
    return null;
  }
}

/**
 * An error's name and message, and its cause's code (fetch hides ECONNREFUSED there). Read by
 * shape: fetch's errors need not be of this realm's Error.
 */
function reason(error: unknown): string {
  const { name, message, cause } = (error ?? {}) as Partial<Error>;
  const code = (cause as { code?: string } | undefined)?.code;
  return `${name ?? 'Error'}: ${message ?? String(error)}${code ? ` (${code})` : ''}`;
}
