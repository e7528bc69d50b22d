import type { RemoteName, RuntimeConfig } from '@practice/shared-types';

const REMOTE_NAMES: readonly RemoteName[] = ['blog', 'team', 'careers', 'reviews'];
/** A remote that has not answered by then is given up, whatever the config says. */
export const MAX_REMOTE_TIMEOUT_MS = 8000;

/** What the site runs with when the config file itself cannot be read: every remote is unavailable. */
export const EMPTY_CONFIG: RuntimeConfig = {
  remotes: [],
  remoteTimeoutMs: MAX_REMOTE_TIMEOUT_MS,
  reviews: { apiBase: '', featurableId: '' },
  uploadUrl: '',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Keeps what is well-formed in a runtime config and drops the rest, so a typo disables one remote, not the site. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return EMPTY_CONFIG;
  const remotes = Array.isArray(raw.remotes)
    ? raw.remotes.filter(
        (remote): remote is RuntimeConfig['remotes'][number] =>
          isRecord(remote) &&
          REMOTE_NAMES.includes(remote.name as RemoteName) &&
          typeof remote.entry === 'string' &&
          /^(https?:\/\/|\/)/.test(remote.entry),
      )
    : [];
  const timeout = Number(raw.remoteTimeoutMs);
  const reviews = isRecord(raw.reviews) ? raw.reviews : {};
  return {
    remotes,
    remoteTimeoutMs:
      Number.isFinite(timeout) && timeout > 0
        ? Math.min(timeout, MAX_REMOTE_TIMEOUT_MS)
        : MAX_REMOTE_TIMEOUT_MS,
    reviews: {
      apiBase: typeof reviews.apiBase === 'string' ? reviews.apiBase : '',
      featurableId: typeof reviews.featurableId === 'string' ? reviews.featurableId : '',
    },
    uploadUrl: typeof raw.uploadUrl === 'string' ? raw.uploadUrl : '',
    ...(typeof raw.analyticsId === 'string' && raw.analyticsId
      ? { analyticsId: raw.analyticsId }
      : {}),
  };
}

export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return EMPTY_CONFIG;
    return parseRuntimeConfig(await response.json());
  } catch {
    return EMPTY_CONFIG;
  }
}
