import type { RemoteName, RuntimeConfig } from '@practice/shared-types';
import { remoteRoutes } from './remote-routes';

/**
 * The one check of the runtime config (runtime-config.json, README "Configuration"), run by the
 * shell's server on every new version of the file and by the browser on the config the page hands
 * it. Written by hand rather than with a schema library: it is a few fields, and every byte of it
 * is in the JavaScript of every page, whose budget is tight.
 */

/** The remotes the shell can render: the app registry's. */
const REMOTE_NAMES = Object.keys(remoteRoutes) as readonly RemoteName[];
/** A remote that has not answered by then is given up, whatever the config says. */
const MAX_REMOTE_TIMEOUT_MS = 8000;

/** What stands in for each missing or bad part of a config: no remote, no URL. */
export const EMPTY_CONFIG: RuntimeConfig = {
  remotes: [],
  remoteTimeoutMs: MAX_REMOTE_TIMEOUT_MS,
  reviews: { apiBase: '', featurableId: '' },
  uploadUrl: '',
};

interface RuntimeConfigCheck {
  /** Every well-formed part, and EMPTY_CONFIG's for the others (a bad remote is left out). */
  config: RuntimeConfig;
  /** One line naming each bad field; undefined when the config is valid. */
  problem?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isRemoteName = (value: unknown): value is RemoteName =>
  REMOTE_NAMES.includes(value as RemoteName);
const isTimeout = (value: unknown): value is number =>
  typeof value === 'number' && value > 0 && value <= MAX_REMOTE_TIMEOUT_MS;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptionalText = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

function isHttpUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const URL_RULE = 'must be an absolute http(s) URL';

export function checkRuntimeConfig(raw: unknown): RuntimeConfigCheck {
  const problems: string[] = [];
  /** The value when it passes; else undefined, and the problem noted. */
  const valid = <T>(value: unknown, ok: (value: unknown) => value is T, rule: string) => {
    if (ok(value)) return value;
    problems.push(rule);
    return undefined;
  };

  if (!isRecord(raw))
    return {
      config: EMPTY_CONFIG,
      problem: 'runtime-config.json: the file must hold a JSON object',
    };
  const remotes: RuntimeConfig['remotes'] = [];
  (valid(raw.remotes, isList, 'remotes must be a list') ?? []).forEach((remote, index) => {
    const at = `remotes[${index}]`;
    if (!isRecord(remote)) return problems.push(`${at} must be an object`);
    const { name, entry } = remote;
    const known = valid(name, isRemoteName, `${at}.name must be one of ${REMOTE_NAMES.join(', ')}`);
    const url = valid(entry, isHttpUrl, `${at}.entry ${URL_RULE}`);
    if (known && remotes.some((listed) => listed.name === known))
      problems.push(`${at}.name repeats ${known}`);
    else if (known && url) remotes.push({ name: known, entry: url });
  });
  const reviews = valid(raw.reviews, isRecord, 'reviews must be an object');
  const config: RuntimeConfig = {
    remotes,
    remoteTimeoutMs:
      valid(
        raw.remoteTimeoutMs,
        isTimeout,
        `remoteTimeoutMs must be a number of milliseconds, at most ${MAX_REMOTE_TIMEOUT_MS}`,
      ) ?? MAX_REMOTE_TIMEOUT_MS,
    reviews: reviews
      ? {
          apiBase: valid(reviews.apiBase, isHttpUrl, `reviews.apiBase ${URL_RULE}`) ?? '',
          featurableId:
            valid(
              reviews.featurableId,
              isText,
              'reviews.featurableId must be a non-empty string',
            ) ?? '',
        }
      : EMPTY_CONFIG.reviews,
    uploadUrl: valid(raw.uploadUrl, isHttpUrl, `uploadUrl ${URL_RULE}`) ?? '',
  };
  // Optional: the gtag script loads only when it is set.
  const analyticsId = valid(raw.analyticsId, isOptionalText, 'analyticsId must be a string');
  if (analyticsId) config.analyticsId = analyticsId;

  return problems.length === 0
    ? { config }
    : { config, problem: `runtime-config.json: ${problems.join('; ')}` };
}
