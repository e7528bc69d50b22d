// @ts-check
/**
 * Who the served build is: its `build-info.json` (written by every app's build,
 * tooling/build-info.mjs), read again when a deploy switches builds. What a server shows of it:
 * `/version` and `/health`, an `X-Build` header on every answer, and a `<meta name="build:<app>">`
 * in the head of every fragment and page, so QA can read which build of each app made a page.
 */
import fs from 'node:fs';
import { reloading } from './reloading.mjs';

/**
 * @typedef {object} BuildInfo
 * @property {string} app
 * @property {string} package
 * @property {string} version
 * @property {string} commit
 * @property {string} builtAt
 * @property {string} contract the contract version (of shared-types) it was built against
 * @property {string} contractRange the contract versions it works with
 * @property {string[]} exposes
 * @property {string[]} uses the modules of other apps it loads ('blog/BlogRoutes')
 * @property {Record<string, { version: string, requiredVersion: string }>} shared its shared
 *   singletons
 */

/**
 * @param {string} file
 * @returns {BuildInfo}
 */
export function readBuildInfo(file) {
  const info = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const key of ['app', 'version', 'commit', 'contract', 'contractRange']) {
    if (typeof info?.[key] !== 'string') throw new Error(`${file} has no ${key}.`);
  }
  return info;
}

/**
 * The identity of the build served now, null for a build made before builds had one.
 * @param {() => string} file where the served build's build-info.json is now
 */
export const servedBuildInfo = (file) => reloading(file, readBuildInfo);

/** `blog@1.0.0+1a2b3c4d5e6f`: the app, its version, its commit. */
export const buildLabel = (/** @type {BuildInfo} */ info) =>
  `${info.app}@${info.version}+${info.commit}`;

/**
 * A build as QA reads it: which build, when it was built, the contract version it was built
 * against and, for a remote (a build that exposes modules), the range of the shell's contract
 * versions it renders for.
 * @param {BuildInfo} info
 */
export const buildDescription = (info) =>
  `${buildLabel(info)} built ${info.builtAt}, contract ${info.contract}` +
  (info.exposes.length > 0 ? ` (supports ${info.contractRange})` : '');

/**
 * The head tag a fragment or page carries for QA.
 * @param {BuildInfo | null} info
 */
export const buildMeta = (info) =>
  info
    ? `<meta name="build:${escapeHtml(info.app)}" content="${escapeHtml(buildDescription(info))}">`
    : '';

/** @param {string} text */
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
