import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import type { ServerSlotProps } from '../remotes/server-slots';
import { SlotFrame } from '../remotes/SlotFrame';

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

export function ServerRemoteSlot({
  id,
  include,
  site,
  variant = 'area',
  label,
}: ServerSlotProps & { include: ServerSlot }) {
  const notice = (
    <RemoteUnavailable
      site={site}
      variant={variant}
      label={label}
      head={include.kind === 'unavailable'}
    />
  );
  return (
    <SlotFrame id={id}>
      {include.kind === 'inline' && <template data-ssi={include.at} />}
      {include.kind === 'unavailable' && notice}
      {include.kind === 'include' && (
        <>
          <template data-ssi={include.open} />
          {notice}
          <template data-ssi={include.close} />
        </>
      )}
    </SlotFrame>
  );
}
