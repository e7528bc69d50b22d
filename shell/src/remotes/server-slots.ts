import { createContext, type ReactNode } from 'react';
import type { RemoteModuleId, SiteInfo } from '@practice/shared-types';
import type { SlotVariant } from './RemoteUnavailable';

/** What a remote slot is given, as its server rendering needs it. */
export interface ServerSlotProps {
  id: RemoteModuleId;
  props: unknown;
  site: SiteInfo;
  variant?: SlotVariant;
  label: string;
}

/**
 * Provided by the shell's server render only (`shell/src/server/ServerRemoteSlot.tsx`): renders a
 * remote slot as the server sends it. In the browser there is none, and the slot loads the remote.
 */
export const ServerSlotsContext = createContext<((slot: ServerSlotProps) => ReactNode) | null>(
  null,
);
