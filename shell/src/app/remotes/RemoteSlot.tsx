import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules, SiteInfo } from '@practice/shared-types';
import { loadRemoteModule, remoteNameOf, resetRemote } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable, type SlotVariant } from './RemoteUnavailable';

type PropsOf<Id extends RemoteModuleId> =
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
}: {
  module: Promise<RemoteModules[Id]>;
  props: PropsOf<Id>;
}) {
  const Remote = use(module).default as ComponentType<PropsOf<Id>>;
  return <Remote {...(props as PropsOf<Id> & object)} />;
}

/**
 * Renders an exposed remote component, loaded on first render. Whatever goes wrong (entry
 * unreachable, time-out, a throw while rendering) stays inside this slot, and Retry loads the
 * remote again in place.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  site,
  variant = 'area',
  label,
}: Props<Id>) {
  const [load, setLoad] = useState(() => ({ attempt: 0, module: loadRemoteModule(id) }));
  const retry = useCallback(() => {
    resetRemote(remoteNameOf(id));
    setLoad(({ attempt }) => ({ attempt: attempt + 1, module: loadRemoteModule(id) }));
  }, [id]);

  return (
    <RemoteErrorBoundary
      key={load.attempt}
      fallback={<RemoteUnavailable site={site} variant={variant} label={label} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading variant={variant} />}>
        <LoadedRemote module={load.module} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
