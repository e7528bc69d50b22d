import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from '@practice/router';
import type { RemoteModuleId, RemoteModules, SiteInfo } from '@practice/shared-types';
import { prerenderedSlot, SLOT_ATTRIBUTE } from '../prerender/prerenderedPage';
import { loadRemoteModule, remoteNameOf, resetRemote } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable, type SlotVariant } from './RemoteUnavailable';
import styles from './RemoteUnavailable.module.css';

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
 * remote again in place. When a route's remote fails on the prerendered page the visitor landed
 * on, that page's content stays readable under the notice.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  site,
  variant = 'area',
  label,
}: Props<Id>) {
  const { pathname } = useLocation();
  const [load, setLoad] = useState(() => ({ attempt: 0, module: loadRemoteModule(id) }));
  const retry = useCallback(() => {
    resetRemote(remoteNameOf(id));
    setLoad(({ attempt }) => ({ attempt: attempt + 1, module: loadRemoteModule(id) }));
  }, [id]);
  const prerendered = variant === 'area' ? prerenderedSlot(id, pathname) : undefined;

  return (
    <div className={styles.slot} {...{ [SLOT_ATTRIBUTE]: id }}>
      <RemoteErrorBoundary
        key={load.attempt}
        fallback={
          <>
            <RemoteUnavailable site={site} variant={variant} label={label} onRetry={retry} />
            {prerendered && <div dangerouslySetInnerHTML={{ __html: prerendered }} />}
          </>
        }
      >
        <Suspense fallback={<RemoteLoading variant={variant} />}>
          <LoadedRemote module={load.module} props={props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
