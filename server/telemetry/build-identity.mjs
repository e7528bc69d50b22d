// @ts-check
/**
 * The identity of the build a server serves now, for the build_info metric and each log line:
 * the build's own record, build-info.json, as build-info.mjs reads it.
 */
/** @typedef {{ name: string, version: string, commit: string }} BuildIdentity */

/**
 * @param {() => import('../app-server/build-info.mjs').BuildInfo | null} build the build served
 *   now (build-info.mjs's servedBuildInfo)
 * @param {string} app the app's name, for a build that does not say
 * @returns {BuildIdentity}
 */
export function servedIdentity(build, app) {
  const info = build();
  return {
    name: info?.app ?? app,
    version: info?.version ?? 'unknown',
    commit: info?.commit ?? 'unknown',
  };
}
