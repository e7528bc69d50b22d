/**
 * A remote that fails to load in the visitor's browser is counted by the site itself: a beacon to
 * the page's own origin (the shell's server, server/telemetry/browser-beacon.mjs; no third party)
 * with the remote's name and the phase that failed, nothing else.
 */
import type { RemoteName } from '@practice/shared-types';

export const BEACON_PATH = '/_telemetry/remote-failure';

/** The federation runtime's errorLoadRemote lifecycles, and the loader's own time-out. */
export type FailedPhase =
  'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad' | 'timeout';

/** Errors already told: the runtime hands an earlier phase's error to 'onLoad' again. */
const told = new WeakSet<object>();

export function reportRemoteFailure(remote: RemoteName, phase: FailedPhase, error?: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (told.has(error)) return;
    told.add(error);
  }
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(
    BEACON_PATH,
    new Blob([JSON.stringify({ remote, phase })], { type: 'application/json' }),
  );
}
