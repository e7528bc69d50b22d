import { createContext } from 'react';
import type { RemoteModuleId } from '@practice/shared-types';

/**
 * A remote slot as the shell's server renders it, each a marker that the server replaces once
 * React has rendered the page (React cannot write comments or raw HTML in place):
 * - 'inline': the remote's own HTML, which the shell's server already has (the route's remote,
 *   asked once for the page);
 * - 'include': the composition engine's include of the remote's fragment (a widget), with the
 *   notice between `open` and `close` as its fallback;
 * - 'unavailable': the remote could not be asked at all (down): only the notice is sent.
 */
export type ServerSlot =
  | { kind: 'inline'; at: string }
  | { kind: 'include'; open: string; close: string }
  | { kind: 'unavailable' };

/** Provided by the shell's server render only: what each slot renders there. */
export const ServerSlotsContext = createContext<
  ((id: RemoteModuleId, props: unknown) => ServerSlot) | null
>(null);
