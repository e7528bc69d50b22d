// @ts-check
/**
 * What each app serves now, by its build-info.json: read from this checkout's served builds (what
 * `npm start` serves), or from any deployment's public URL, as a browser finds each app (the
 * shell's files at the site's root, each remote's beside the manifest its runtime config names).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuildInfo } from '../app-server/build-info.mjs';
import { servedRoot } from '../app-server/served-build.mjs';
import { apps } from '../registry.mjs';

/** @typedef {import('../app-server/build-info.mjs').BuildInfo} BuildInfo */

/**
 * The identity in a build folder: null when the build records none, undefined when there is no
 * build there at all.
 * @param {string} dir
 * @returns {BuildInfo | null | undefined}
 */
export function buildInfoIn(dir) {
  const file = path.join(dir, 'build-info.json');
  if (fs.existsSync(file)) return readBuildInfo(file);
  return fs.existsSync(path.join(dir, 'mf-manifest.json')) ? null : undefined;
}

/**
 * @param {string} checkout the folder holding every app's folder (a checkout's root)
 * @returns {Record<string, BuildInfo | null>} what each app there serves
 */
export function servedBuilds(checkout) {
  /** @type {Record<string, BuildInfo | null>} */
  const served = {};
  for (const app of apps) {
    const info = buildInfoIn(servedRoot(path.join(checkout, app.dir, 'dist')));
    if (info !== undefined) served[app.name] = info;
  }
  return served;
}

/**
 * @param {URL} url
 * @returns {Promise<unknown>} the JSON there, null when it is not there (404)
 */
async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/**
 * @param {string} site a deployment's public URL
 * @returns {Promise<Record<string, BuildInfo | null>>} what each of its apps serves
 */
export async function buildsAt(site) {
  const base = new URL(site.endsWith('/') ? site : `${site}/`);
  const config = /** @type {{ remotes?: { name: string, entry: string }[] } | null} */ (
    await fetchJson(new URL('runtime-config.json', base))
  );
  if (!config?.remotes) throw new Error(`${base} serves no runtime-config.json with remotes.`);
  const where = [
    { name: 'shell', url: new URL('build-info.json', base) },
    ...config.remotes.map(({ name, entry }) => ({
      name,
      url: new URL('build-info.json', new URL(entry, base)),
    })),
  ];
  const infos = await Promise.all(where.map(({ url }) => fetchJson(url)));
  return Object.fromEntries(
    where.map(({ name }, i) => [name, /** @type {BuildInfo | null} */ (infos[i])]),
  );
}
