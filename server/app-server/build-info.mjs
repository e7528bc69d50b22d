// @ts-check
/**
 * The identity of the build an app's server serves now: its `build-info.json` (written by the
 * build, tooling/build-info.mjs), read again whenever a deploy switches `dist/current`. App
 * servers answer it at `/version` and in `/health`, send its label in `X-Build` with every answer,
 * and put it in the page as `<meta name="build:<app>">` (the shell for itself, a remote with its
 * fragments' head tags).
 */
import fs from 'node:fs';
import path from 'node:path';
import { servedRoot } from './served-build.mjs';

/**
 * @typedef {object} BuildInfo
 * @property {string} app
 * @property {string} package
 * @property {string} version
 * @property {string} commit
 * @property {string} builtAt
 * @property {string} contract the contract version it was built against
 * @property {string} [contractRange] a remote's: the contract versions it supports
 * @property {string[]} [exposes] a remote's exposed modules
 * @property {string[]} [uses] the shell's: the remote modules it loads ('blog/BlogRoutes')
 * @property {Record<string, { version: string, requiredVersion: string }>} shared
 */

/** @type {Map<string, { version: string, info: BuildInfo | null }>} */
const read = new Map();

/**
 * The identity of the build served from `dist` now, read again when the build served changes;
 * null for a build that has none (made before builds said who they are), never the identity of
 * the build before it (unlike a bundle, which keeps serving: reloading.mjs).
 * @param {string} dist the app's build folder
 * @returns {BuildInfo | null}
 */
export function servedBuildInfo(dist) {
  const file = path.join(servedRoot(dist), 'build-info.json');
  let version;
  try {
    const { mtimeMs, size } = fs.statSync(file);
    version = `${file}:${mtimeMs}:${size}`;
  } catch {
    return null;
  }
  const known = read.get(dist);
  if (known?.version === version) return known.info;
  let info = null;
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${file} cannot be read:`, error instanceof Error ? error.message : error);
  }
  read.set(dist, { version, info });
  return info;
}

/**
 * One line that names a build, for headers, the page's meta tags and logs:
 * `blog 1.0.0 3f2eb3f contract ^1.0.0 built 2026-11-26T21:04:00.000Z`.
 * @param {BuildInfo} info
 */
export const buildLabel = (info) =>
  `${info.app} ${info.version} ${info.commit} contract ${info.contractRange ?? info.contract} built ${info.builtAt}`;

/**
 * The page's meta tag for an app's build, which QA reads on any page.
 * @param {BuildInfo} info
 */
export const buildMeta = (info) =>
  `<meta name="build:${info.app}" content="${buildLabel(info).replaceAll('"', '&quot;')}">`;
