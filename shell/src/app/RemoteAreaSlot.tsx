import type { ComponentProps } from 'react';
import { site } from '../config/site';
import type { RemoteArea } from './remote-areas';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useRuntimeConfig } from '../config/runtime-config-context';

/** A route owned by a remote: its exposed module in the shell's frame. */
export function RemoteAreaSlot({ area }: { area: RemoteArea }) {
  const config = useRuntimeConfig();
  // The area's id and props belong together by construction (remoteAreas).
  const slot = { id: area.id, props: area.props(config) } as ComponentProps<
    typeof RemoteSlot<RemoteArea['id']>
  >;
  return <RemoteSlot {...slot} site={site} label={area.label} />;
}
