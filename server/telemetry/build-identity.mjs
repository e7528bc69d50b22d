// @ts-check
/**
 * The identity of the build a server serves now, for the build_info metric and each log line:
 * the build's own record, build-info.json, as build-info.mjs reads it.
 */
import { servedBuildInfo } from '../app-server/build-info.mjs';

/** @typedef {{ name: string, version: string, commit: string }} BuildIdentity */

/**
 * @param {string} dist the app's build folder
 * @param {string} app the app's name, for a build that does not say
 * @returns {BuildIdentity}
 */
export function servedIdentity(dist, app) {
  const info = servedBuildInfo(dist);
  return {
    name: info?.app ?? app,
    version: info?.version ?? 'unknown',
    commit: info?.commit ?? 'unknown',
  };
}
