// @ts-check
/**
 * What a site serves now, app by app, read as any visitor could read it: the shell's `/version`
 * at the site's address (the composition engine passes it to the shell's server), and each
 * remote's `/version` beside its federation manifest, at the public address the site's runtime
 * config gives browsers. No internal address is needed or shown, so it works against any
 * deployment: `npm start`, compose, Kubernetes, behind a CDN.
 *
 *   node server/deploy/served-builds.mjs [URL]     (`npm run builds -- URL`; the local site by default)
 */
import { pathToFileURL } from 'node:url';
import { site } from '../registry.mjs';

/** @typedef {import('../app-server/build-info.mjs').BuildInfo} BuildInfo */

/** The local site (`npm start`), where a deploy publishes unless told otherwise. */
export const LOCAL_SITE = `http://localhost:${site.port}`;

const ANSWER_MS = 5000;

/** No site answers at the address (nothing listens there, or nothing in time). */
export class NoAnswer extends Error {}

/**
 * @param {URL} url
 * @returns {Promise<Response>}
 */
async function get(url) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(ANSWER_MS) });
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code;
    throw new NoAnswer(
      `${url} did not answer (${cause ?? (error instanceof Error ? error.message : error)})`,
    );
  }
}

/**
 * A build's identity at `url`; null when the server answers that its build has none (404), or
 * cannot be reached (a remote that is down says nothing).
 * @param {URL} url
 * @returns {Promise<BuildInfo | null>}
 */
async function identity(url) {
  const response = await get(url).catch(() => null);
  if (!response?.ok) return null;
  return /** @type {BuildInfo} */ (await response.json());
}

/**
 * @param {string} siteUrl the site's address, such as https://www.example or http://localhost:3000
 * @returns {Promise<Record<string, BuildInfo | null>>} by app name: the shell first, then each
 *   remote of the runtime config
 */
export async function servedBuilds(siteUrl) {
  const config = await get(new URL('/runtime-config.json', siteUrl));
  if (!config.ok) throw new Error(`${siteUrl} answered ${config.status} for its runtime config`);
  const { remotes } = /** @type {{ remotes: { name: string, entry: string }[] }} */ (
    await config.json()
  );
  const builds = await Promise.all([
    identity(new URL('/version', siteUrl)).then((info) => ['shell', info]),
    ...remotes.map(({ name, entry }) =>
      identity(new URL('version', new URL(entry, siteUrl))).then((info) => [name, info]),
    ),
  ]);
  return Object.fromEntries(builds);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2] ?? LOCAL_SITE;
  try {
    console.log(JSON.stringify(await servedBuilds(url), null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
