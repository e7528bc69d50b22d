import { createContext } from 'react';
import type { RemoteModuleId } from '@practice/shared-types';
import type { SlotVariant } from './RemoteUnavailable';

/** A remote slot as the shell's server renders it: an include of the remote's own HTML. */
export interface ServerSlot {
  /** Marks where the notice starts that the composition engine's include falls back to. */
  open: string;
  /** Marks where that notice ends; the include itself follows it. */
  close: string;
  /** The remote could not be asked at all (down): only the notice is sent. */
  unavailable: boolean;
}

/**
 * Provided by the shell's server render only: turns a slot into the composition engine's include
 * of the remote's fragment, with the notice as its fallback.
 */
export const ServerSlotsContext = createContext<
  ((id: RemoteModuleId, props: unknown, variant: SlotVariant) => ServerSlot) | null
>(null);
