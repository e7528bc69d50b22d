import { replicaSet } from '@practice/server/compose/replicas.cjs';
import type { RemoteModuleId } from '@practice/shared-types';
import { fragmentQuery, splitModuleId, type PageAddress } from './fragment-url';

/**
 * A remote that has not answered by then is down for this request: the page must not wait on it
 * (with the composition engine's includes of the widgets, a page waits about a second at most).
 */
const REMOTE_ANSWER_MS = 900;

/** What the remote that owns a route answers about it, in one answer (part=page). */
export interface RemotePage {
  status: number;
  /** With 301: the path on this site the page moved to. */
  location?: string;
  data: Record<string, string>;
  /** Tags for the document head: title, description, the module's stylesheets. */
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
  if (
    typeof answer?.status !== 'number' ||
    typeof answer.head !== 'string' ||
    typeof answer.body !== 'string'
  )
    return null;
  const answered = {
    status: answer.status,
    data: answer.data ?? {},
    head: answer.head,
    body: answer.body,
  };
  if (answer.status !== 301) return answered;
  // A path of this site only: never a redirect elsewhere.
  return typeof answer.location === 'string' && /^\/(?![/\\])/.test(answer.location)
    ? { ...answered, location: answer.location }
    : null;
}

/** A remote's server (by its name, for the log; each of its replicas), and its fragments' secret. */
interface RemoteServer {
  name: string;
  urls: readonly string[] | undefined;
  secret: string;
}

/** Answers that say this replica cannot answer now (as nginx's proxy_next_upstream has them). */
const ASK_ANOTHER = new Set([502, 503, 504]);
/**
 * How long a replica that failed is asked only after the others: a hung one would cost each page
 * that asks it first its whole bound. Longer than the engines' second: here every replica is
 * asked within the one bound, however many fail.
 */
const LEFT_OUT_MS = 5000;
/** Each remote's replicas, balanced across the requests (by their addresses). */
const balanced = new Map<string, ReturnType<typeof replicaSet<string>>>();
const replicasOf = (urls: readonly string[]) => {
  const key = urls.join(' ');
  let replicas = balanced.get(key);
  if (!replicas) balanced.set(key, (replicas = replicaSet(urls, LEFT_OUT_MS)));
  return replicas;
};

/**
 * Fetches a JSON document from a remote's server within the same bound, or null. A replica that
 * refuses, breaks off, answers 502–504 or uses up the bound is passed over for the next one, and
 * asked after the others by the next requests for a while (replicas.cjs). Each replica that fails
 * is logged in one line, as nginx's error log has it: which remote, which path, why.
 */
export async function fetchFromRemote<T>(
  { name, urls = [], secret }: RemoteServer,
  path: string,
): Promise<T | null> {
  const signal = AbortSignal.timeout(REMOTE_ANSWER_MS);
  const replicas = replicasOf(urls);
  for (const url of replicas.inTurn()) {
    try {
      const response = await fetch(`${url}${path}`, {
        headers: { 'X-Fragment-Secret': secret },
        signal,
      });
      if (!ASK_ANOTHER.has(response.status))
        return response.ok ? ((await response.json()) as T) : null;
      await response.body?.cancel();
      console.error(
        `shell: ${name} (${url}${route(path)}) answered ${response.status}, asking another`,
      );
    } catch (error) {
      console.error(`shell: ${name} (${url}${route(path)}) failed: ${reason(error)}`);
    }
    replicas.failed(url);
    if (signal.aborted) return null;
  }
  return null;
}

/** The path of a fragment request without its query (the props are long and say little). */
const route = (path: string) => path.split('?', 1)[0];

/**
 * An error's name and message, and its cause's code (fetch hides ECONNREFUSED there). Read by
 * shape: fetch's errors need not be of this realm's Error.
 */
function reason(error: unknown): string {
  const { name, message, cause } = (error ?? {}) as Partial<Error>;
  const code = (cause as { code?: string } | undefined)?.code;
  return `${name ?? 'Error'}: ${message ?? String(error)}${code ? ` (${code})` : ''}`;
}
