// @ts-check
/**
 * Which build an app's server serves. A deploy publishes each build into a folder of its own,
 * `dist/builds/<id>/`, and switches to it by replacing one symbolic link, `dist/current`, in a
 * single rename: the link names the whole build (server bundle, manifest, entry, template, files),
 * so no request ever sees part of one build with part of another. A plain `npm run build` writes
 * dist/ itself (and its clean removes both), and dist/ is then what is served.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CURRENT = 'current';
export const BUILDS = 'builds';

/**
 * @param {string} dist the app's build folder
 * @returns {string} the absolute folder of the build served now
 */
export function servedRoot(dist) {
  try {
    return fs.realpathSync(path.join(dist, CURRENT));
  } catch {
    return dist;
  }
}
