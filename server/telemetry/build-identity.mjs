// @ts-check
/**
 * The identity of the build a server serves now, for the build_info metric and each log line:
 * the build's own record, build-info.json, read by the one function below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { servedRoot } from '../app-server/served-build.mjs';

/** @typedef {{ name: string, version: string, commit: string }} BuildIdentity */

/**
 * The record of the build served from `dist` now, or null for a build made before builds said
 * who they are.
 * @param {string} dist
 * @returns {{ app?: string, version?: string, commit?: string } | null}
 */
function servedBuildInfo(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(servedRoot(dist), 'build-info.json'), 'utf8'));
  } catch {
    return null;
  }
}

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
