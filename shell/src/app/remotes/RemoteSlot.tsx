import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from '@practice/router';
import type { RemoteModuleId, RemoteModules, SiteInfo } from '@practice/shared-types';
import { loadRemoteModule, remoteNameOf, resetRemote } from './federation';
import { SLOT_ATTRIBUTE, takeLandingSlot } from './landingSlots';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable, type SlotVariant } from './RemoteUnavailable';
import { ServerSlotsContext, type ServerSlot } from './serverSlots';
import styles from './RemoteUnavailable.module.css';

export type PropsOf<Id extends RemoteModuleId> =
  RemoteModules[Id]['default'] extends ComponentType<infer P> ? P : never;

interface Props<Id extends RemoteModuleId> {
  id: Id;
  props: PropsOf<Id>;
  site: SiteInfo;
  /** A route's whole area, or a widget inside a shell page. */
  variant?: SlotVariant;
  label: string;
}

/** Suspends until the module has loaded; a failed load throws to the error boundary. */
function LoadedRemote<Id extends RemoteModuleId>({
  module,
  props,
  onReady,
}: {
  module: Promise<RemoteModules[Id]>;
  props: PropsOf<Id>;
  onReady: () => void;
}) {
  const Remote = use(module).default as ComponentType<PropsOf<Id>>;
  useEffect(onReady, [onReady]);
  return <Remote {...(props as PropsOf<Id> & object)} />;
}

/**
 * Renders an exposed remote component. In the browser it hydrates what the server sent (the
 * remote's own HTML, or its notice when the server could not render it); whatever goes wrong
 * later (entry unreachable, time-out, a throw while rendering) stays inside this slot, and Retry
 * loads the remote again in place. `data-ready` tells when the slot has settled either way.
 */
export function RemoteSlot<Id extends RemoteModuleId>(slot: Props<Id>) {
  const server = use(ServerSlotsContext);
  return server ? (
    <ServerRemoteSlot {...slot} include={server(slot.id, slot.props)} />
  ) : (
    <BrowserRemoteSlot {...slot} />
  );
}

/** The include of the remote's fragment, with the notice as the composition engine's fallback. */
function ServerRemoteSlot<Id extends RemoteModuleId>({
  id,
  include,
  site,
  variant = 'area',
  label,
}: Props<Id> & { include: ServerSlot }) {
  const notice = <RemoteUnavailable site={site} variant={variant} label={label} />;
  return (
    <SlotFrame id={id} ready={false}>
      {include.unavailable ? (
        notice
      ) : (
        <>
          <template data-ssi={include.open} />
          {notice}
          <template data-ssi={include.close} />
        </>
      )}
    </SlotFrame>
  );
}

function BrowserRemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  site,
  variant = 'area',
  label,
}: Props<Id>) {
  const { pathname } = useLocation();
  const [sent] = useState(() => takeLandingSlot(id, pathname));
  const [load, setLoad] = useState(() =>
    // The server sent the notice: hydrate it as it is, and load only on Retry.
    sent === null ? null : { attempt: 0, module: loadRemoteModule(id) },
  );
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const retry = useCallback(() => {
    resetRemote(remoteNameOf(id));
    setReady(false);
    setLoad((current) => ({ attempt: (current?.attempt ?? 0) + 1, module: loadRemoteModule(id) }));
  }, [id]);
  const notice = (
    <RemoteUnavailable
      site={site}
      variant={variant}
      label={label}
      onRetry={retry}
      onShown={markReady}
    />
  );

  return (
    <SlotFrame id={id} ready={ready}>
      {load === null ? (
        notice
      ) : (
        <RemoteErrorBoundary
          key={load.attempt}
          fallback={
            <>
              {notice}
              {/* What the server rendered stays readable when the remote's code cannot load. */}
              {variant === 'area' && sent && <div dangerouslySetInnerHTML={{ __html: sent }} />}
            </>
          }
        >
          <Suspense fallback={<RemoteLoading variant={variant} />}>
            <LoadedRemote module={load.module} props={props} onReady={markReady} />
          </Suspense>
        </RemoteErrorBoundary>
      )}
    </SlotFrame>
  );
}

function SlotFrame({
  id,
  ready,
  children,
}: {
  id: RemoteModuleId;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.slot} {...{ [SLOT_ATTRIBUTE]: id }} data-ready={ready || undefined}>
      {children}
    </div>
  );
}
