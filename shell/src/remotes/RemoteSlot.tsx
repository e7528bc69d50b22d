import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useLocation } from '@practice/router';
import type { RemoteModuleId, RemoteModules, SiteInfo } from '@practice/shared-types';
import {
  isMissingChunk,
  loadRemoteModule,
  remoteNameOf,
  RemoteUnavailableError,
  resetRemote,
} from './federation';
import { DEFERRED_ATTRIBUTE, takeLandingSlot } from './landing-slots';
import { useNearViewport } from './near-viewport';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading, RemoteUnavailable, type SlotVariant } from './RemoteUnavailable';
import { ServerSlotsContext } from './server-slots';
import { SlotFrame } from './SlotFrame';

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

interface LoadedRemoteProps<Id extends RemoteModuleId> {
  module: Promise<RemoteModules[Id]>;
  props: PropsOf<Id>;
  onReady: () => void;
}

/** Suspends until the module has loaded; a failed load throws to the error boundary. */
function LoadedRemoteModule<Id extends RemoteModuleId>({
  module,
  props,
  onReady,
}: LoadedRemoteProps<Id>) {
  const Remote = use(module).default as ComponentType<PropsOf<Id>>;
  useEffect(onReady, [onReady]);
  return <Remote {...(props as PropsOf<Id> & object)} />;
}

const sameProps = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, b[key as keyof typeof b]));

/**
 * Renders again only when the module or the values of its props change: a remote's part that is
 * still hydrating (a post waiting for its body) must not receive an update from the shell, or React
 * gives up hydrating it and renders it anew.
 */
const LoadedRemote = memo(
  LoadedRemoteModule,
  (before, after) =>
    before.module === after.module &&
    before.onReady === after.onReady &&
    sameProps(before.props as object, after.props as object),
) as typeof LoadedRemoteModule;

/**
 * Renders an exposed remote component. In the browser it hydrates what the server sent (the
 * remote's own HTML, or its notice when the server could not render it); whatever goes wrong
 * later (entry unreachable, time-out, a throw while rendering) stays inside this slot, and Retry
 * loads the remote again in place. `data-ready` on the slot tells when it has settled either way
 * (a widget waiting to near the viewport has settled too, and says so with `data-deferred`).
 */
export function RemoteSlot<Id extends RemoteModuleId>(slot: Props<Id>) {
  const server = use(ServerSlotsContext);
  return server ? server(slot) : <BrowserRemoteSlot {...slot} />;
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
  // Marked on the element, not in state: a render here would reach a remote still hydrating.
  const frame = useRef<HTMLDivElement>(null);
  const markReady = useCallback(() => frame.current?.setAttribute('data-ready', ''), []);
  // A widget the server rendered keeps its HTML, and loads its code only once it nears the
  // viewport: a page's first JavaScript is for what the visitor sees first.
  const deferred = variant === 'widget' && typeof sent === 'string';
  const nearby = useNearViewport(frame, deferred);
  useLayoutEffect(() => {
    const slot = frame.current;
    if (!deferred || !slot) return;
    slot.setAttribute(DEFERRED_ATTRIBUTE, '');
    markReady();
    void nearby.then(() => {
      slot.removeAttribute(DEFERRED_ATTRIBUTE);
      slot.removeAttribute('data-ready');
    });
  }, [deferred, markReady, nearby]);
  const [load, setLoad] = useState(() => {
    // The server sent the notice: hydrate it as it is, and load only on Retry.
    if (sent === null) return null;
    if (!deferred) return { attempt: 0, module: loadRemoteModule(id) };
    // One promise for the whole wait: a new one would be an update to a boundary still hydrating.
    return { attempt: 0, module: nearby.then(() => loadRemoteModule(id)) };
  });
  const retry = useCallback(() => {
    resetRemote(remoteNameOf(id));
    frame.current?.removeAttribute('data-ready');
    setLoad((current) => ({ attempt: (current?.attempt ?? 0) + 1, module: loadRemoteModule(id) }));
  }, [id]);
  // A chunk the remote's own code asks for while rendering (a post's body) can be of a build a
  // deploy has removed: its current build is loaded, once, before the notice shows. (A chunk the
  // module itself needs is asked again by the loader already.)
  const [recovered, setRecovered] = useState(false);
  const isStale = (error: unknown) =>
    !recovered && !(error instanceof RemoteUnavailableError) && isMissingChunk(error);
  const recover = (error: unknown) => {
    if (!isStale(error)) return;
    setRecovered(true);
    retry();
  };
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
    <SlotFrame id={id} frame={frame}>
      {load === null ? (
        notice
      ) : (
        <RemoteErrorBoundary
          key={load.attempt}
          onError={recover}
          fallback={(error) =>
            isStale(error) ? (
              <RemoteLoading variant={variant} />
            ) : (
              <>
                {notice}
                {/* What the server rendered stays readable when the remote's code cannot load. */}
                {variant === 'area' && sent && <div dangerouslySetInnerHTML={{ __html: sent }} />}
              </>
            )
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
