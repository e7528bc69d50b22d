import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type RuntimeConfig,
} from '@practice/shared-types';
import { nextTask } from '../lib/next-task';
import { isFulfilled, trackSettled } from '../lib/track-settled';
import { reportRemoteFailure } from './failure-beacon';
import { taskPerStepPlugin } from './task-per-step-plugin';

/** Raised when a remote cannot be fetched in time or is not registered at all. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`The ${remote} remote is unavailable: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Whether a failure is a chunk that is no longer there: webpack's ChunkLoadError, anywhere in the
 * chain of causes. After a remote's deploy, a tab that holds its previous entry asks for chunks of
 * the previous build; once those are gone, the remote's current manifest and entry know the new ones.
 */
export function isMissingChunk(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'ChunkLoadError') return true;
  }
  return false;
}

/** Marks the module the runtime plugin hands back for a remote it could not load. */
const FAILED = Symbol('remote-failed');
type FailedModule = { [FAILED]: unknown };

let entries = new Map<RemoteName, string>();
let timeoutMs = 8000;
const pending = new Map<RemoteModuleId, Promise<unknown>>();

export const remoteNameOf = (id: RemoteModuleId): RemoteName => id.split('/')[0] as RemoteName;

/**
 * The runtime's own failure path (entry or manifest unreachable, a chunk that fails): instead of
 * throwing from deep inside the runtime, hand back a marker that the loader turns into one error.
 */
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'practice-remote-fallback',
  errorLoadRemote({ id, error, lifecycle, remote }) {
    // The remote by its name: a failed manifest's id is its address, a module's 'blog/BlogRoutes'.
    const name =
      remote?.name ??
      [...entries].find(([, entry]) => entry === id)?.[0] ??
      (typeof id === 'string' ? remoteNameOf(id as RemoteModuleId) : undefined);
    if (name !== undefined && entries.has(name as RemoteName))
      reportRemoteFailure(name as RemoteName, lifecycle, error);
    // Earlier lifecycles ('afterResolve' takes the return value as the manifest itself) end up
    // here too: the runtime rethrows them into loadRemote, which then reports 'onLoad'.
    return lifecycle === 'onLoad' ? ({ [FAILED]: error } satisfies FailedModule) : undefined;
  },
});

/** Registers the remotes named in the runtime config. Call once, from the bootstrap. */
export function registerFromConfig(config: RuntimeConfig): void {
  entries = new Map(config.remotes.map((remote) => [remote.name, remote.entry]));
  timeoutMs = config.remoteTimeoutMs;
  registerPlugins([fallbackPlugin(), taskPerStepPlugin()]);
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reportRemoteFailure(remote, 'timeout');
      reject(new RemoteUnavailableError(remote, `no answer after ${timeoutMs} ms`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const contractChecks = new Map<RemoteName, Promise<void>>();

/**
 * Refuses a remote whose build does not support this shell's contract version (its
 * build-info.json, beside its manifest; shared-types/README.md). Asked side by side with the
 * remote's code, so it costs no round trip; a build that records no range is taken as it is.
 */
function checkContract(remote: RemoteName, entry: string): Promise<void> {
  let check = contractChecks.get(remote);
  if (!check) {
    check = (async () => {
      const response = await fetch(new URL('build-info.json', new URL(entry, document.baseURI)), {
        cache: 'no-cache',
      }).catch(() => null);
      const info = response?.ok
        ? ((await response.json().catch(() => null)) as { contractRange?: unknown } | null)
        : null;
      if (typeof info?.contractRange !== 'string') return;
      // The runtime's own range check (it matches shared libraries' versions with it), so no
      // range parser is fetched ahead of a visit. For a release version, as contract versions
      // are, it answers as the servers' semver does (federation.test.ts).
      if (!satisfy(CONTRACT_VERSION, info.contractRange))
        throw new RemoteUnavailableError(
          remote,
          `it supports contract ${info.contractRange}; this shell has contract ${CONTRACT_VERSION}`,
        );
    })();
    contractChecks.set(remote, check);
  }
  return check;
}

async function fetchModuleOnce<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const remote = remoteNameOf(id);
  const entry = entries.get(remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'not in the runtime config');
  // One time limit for both: a contract check asked ahead (on idle) that never answered must not
  // hold the load that follows.
  const [loaded] = await withTimeout(
    Promise.all([loadRemote<RemoteModules[Id] | FailedModule>(id), checkContract(remote, entry)]),
    remote,
  );
  if (!loaded) throw new RemoteUnavailableError(remote, 'failed to load');
  if (FAILED in loaded)
    throw new RemoteUnavailableError(remote, 'failed to load', { cause: loaded[FAILED] });
  return loaded;
}

/** Loads a module; a chunk of a build that is gone is asked again, once, of the current build. */
async function fetchModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  try {
    return await fetchModuleOnce(id);
  } catch (error) {
    if (!isMissingChunk(error)) throw error;
    forgetRemote(remoteNameOf(id));
    return fetchModuleOnce(id);
  }
}

/**
 * Loads an exposed module once (a module that has loaded renders without suspending); concurrent and later callers share the same promise. A failed load
 * is forgotten, so the next call (a Retry) starts afresh.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let promise = pending.get(id) as Promise<RemoteModules[Id]> | undefined;
  if (!promise) {
    promise = trackSettled(fetchModule(id));
    pending.set(id, promise);
    promise.catch(() => pending.delete(id));
  }
  return promise;
}

/** Whether a module has loaded: a slot that renders it does not suspend. */
export const isRemoteModuleLoaded = (id: RemoteModuleId): boolean => isFulfilled(pending.get(id));

/**
 * Fetches a module's code ahead of need without running the module (idle time): the remote's
 * entry and the chunks and stylesheets its manifest lists for the module, less the shared
 * libraries the page has already; and checks the remote's contract, so that a tap does not wait
 * for that round trip. Any failure is left to the load that follows, if one does.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  const remote = remoteNameOf(id);
  const entry = entries.get(remote);
  if (!entry || pending.has(id)) return;
  const expose = id.slice(remote.length + 1);
  preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]).catch(() => undefined);
  // A task of its own: starting a request is not free on a slow phone (docs/performance.md).
  void nextTask()
    .then(() => checkContract(remote, entry))
    .catch(() => undefined);
}

/**
 * Forgets everything the runtime cached about a remote (its manifest, entry and modules), so the
 * next load fetches it again, without reloading the page.
 */
export function resetRemote(remote: RemoteName): void {
  for (const id of [...pending.keys()]) {
    if (remoteNameOf(id) === remote) pending.delete(id);
  }
  forgetRemote(remote);
}

/** Makes the runtime fetch the remote's manifest and entry again on its next load. */
function forgetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (!entry) return;
  contractChecks.delete(remote);
  registerRemotes([{ name: remote, entry }], { force: true });
  // Scripts are removed once they have loaded, so one still here never answered (a hung server).
  // The loaders would wait on it again instead of asking anew: it goes.
  const origin = new URL(entry, document.baseURI).origin;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (new URL(script.src).origin === origin) script.remove();
  }
  forgetUnloadedShares(remote);
}

/**
 * A library the remote alone provides (careers' axios) whose chunk failed to load stays in the
 * share scope with its failed load, which every later load would await again: it goes, and the
 * remote's next entry provides it afresh. Libraries that loaded stay.
 */
function forgetUnloadedShares(remote: RemoteName): void {
  const scopes = getInstance()?.shareScopeMap ?? {};
  for (const packages of Object.values(scopes)) {
    for (const versions of Object.values(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === remote && !shared.loaded) delete versions[version];
      }
    }
  }
}
