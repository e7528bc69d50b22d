// @ts-check
/**
 * A remote's server-side rendering over HTTP, for the composition engine and the shell:
 *
 *   GET /_fragments/pages                       the pages the app owns (for sitemap.xml), JSON
 *   GET /_fragments/{expose}?path&search&props&part
 *       part=page   JSON {status, data, head, body}: all the shell needs of the remote that owns
 *                   the page's route, in one answer (its status, its data exports, the head tags:
 *                   title, description and the module's stylesheets from the federation manifest,
 *                   and the body). Its scripts are not preloaded: they load once the page has
 *                   painted (the shell's boot.js), and a preload would take the bandwidth a slow
 *                   phone needs for the page's largest image
 *       part=styles the module's stylesheets alone, for a widget the composition engine includes
 *                   (its code loads in the browser only once it nears the viewport); no render
 *       part=body   the module's HTML, exactly what it renders in the browser, as the content of
 *                   the (resolved) Suspense boundary that holds it in the shell's page
 *
 * `props` is the JSON of the module's props, base64url-encoded. Each part renders at most once,
 * so a page costs each remote one render.
 *
 * Fragments render whatever props they are sent, so only the composition engine and the shell's
 * server may ask: a request without the shared secret (`X-Fragment-Secret`) is answered as if
 * there were no such path.
 *
 * The shell sends the version of the contracts it was built against (`contract`); a build whose
 * contract range does not include it answers 409, which the engines and the shell show as the
 * remote's notice, and says so in one log line naming both versions (shared-types/README.md).
 * Each head part starts with the build's `<meta name="build:<app>">`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import satisfies from 'semver/functions/satisfies.js';
import { buildLabel, buildMeta } from './build-info.mjs';
import { sharedCacheControl } from './cache-control.mjs';

/** @typedef {import('@practice/shared-types').FragmentRenderer} FragmentRenderer */
/**
 * What the server reads of the build's mf-manifest.json: each exposed module's stylesheets.
 * @typedef {{ exposes?: { name: string, assets: { css: { sync: string[], async: string[] } } }[] }}
 *   FederationManifest
 */

const PARTS = ['page', 'styles', 'body'];

/**
 * @param {object} options
 * @param {() => FragmentRenderer | null} options.renderer
 * @param {() => FederationManifest | null} options.manifest the build's mf-manifest.json
 * @param {string} options.publicUrl where the browser fetches this app's files, ending in '/'
 * @param {string} options.secret what the composition engine sends in `X-Fragment-Secret`
 * @param {string} options.tag the app's name, which its includable fragments carry in `Cache-Tag`
 * @param {() => import('./build-info.mjs').BuildInfo | null} options.build the served build's
 *   identity
 */
export function createFragmentHandler({ renderer, manifest, publicUrl, secret, tag, build }) {
  const knowsSecret = sameSecret(secret);
  /** The pairs of shell contract and build already logged: one line each, not one a request. */
  const refusalsLogged = new Set();

  /**
   * Why this build does not serve a shell of this contract version, or null when it does (or
   * either side is older than versioned contracts).
   * @param {string | null} contract
   */
  function refusal(contract) {
    const info = build();
    if (!info || contract === null || satisfies(contract, info.contractRange)) return null;
    const message =
      `${buildLabel(info)} supports contract ${info.contractRange}; ` +
      `the shell sends contract ${contract}.`;
    const pair = `${contract} ${buildLabel(info)}`;
    if (!refusalsLogged.has(pair)) {
      refusalsLogged.add(pair);
      console.error(`${info.app}: refused to render for the shell: ${message}`);
    }
    return message;
  }
  // What the composition engine includes (styles, body) may be cached, and purged by the app's tag.
  const cached = { 'Cache-Control': sharedCacheControl(200), 'Cache-Tag': tag };

  /**
   * @param {string} expose
   * @returns {string | null} the module's stylesheet links; null when the build exposes no such
   *   module
   */
  function stylesheets(expose) {
    const entry = manifest()?.exposes?.find((e) => e.name === expose);
    if (!entry) return null;
    const { css } = entry.assets;
    const href = (/** @type {string} */ file) => escapeAttribute(new URL(file, publicUrl).href);
    return [...css.sync, ...css.async]
      .map((file) => `<link rel="stylesheet" href="${href(file)}">`)
      .join('');
  }

  /**
   * @param {URL} url the request's target, as parsed by requestTarget()
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>} whether it answered
   */
  return async function handleFragment(url, req, res) {
    const match = /^\/_fragments\/([\w-]+)$/.exec(url.pathname);
    if (!match || req.method !== 'GET' || !knowsSecret(req.headers['x-fragment-secret'])) {
      return false;
    }
    const module = renderer();
    if (!module) return reply(res, 503, 'text/plain', 'This app has no server build yet.');

    if (match[1] === 'pages')
      return reply(res, 200, 'application/json', JSON.stringify(module.pages()));

    const part = url.searchParams.get('part') ?? 'body';
    if (!PARTS.includes(part)) {
      return reply(res, 400, 'text/plain', `part must be one of ${PARTS.join(', ')}.`);
    }
    const refused = refusal(url.searchParams.get('contract'));
    if (refused) return reply(res, 409, 'text/plain', refused);
    const path = url.searchParams.get('path') ?? '/';
    const search = url.searchParams.get('search') ?? '';
    if (!path.startsWith('/') || (search !== '' && !search.startsWith('?'))) {
      return reply(res, 400, 'text/plain', "path must start with '/', search with '?'.");
    }
    let props;
    try {
      props = JSON.parse(Buffer.from(url.searchParams.get('props') ?? '', 'base64url').toString());
    } catch {
      return reply(res, 400, 'text/plain', 'props must be base64url-encoded JSON.');
    }
    const request = {
      expose: match[1],
      path,
      search,
      props,
    };
    if (part === 'styles') {
      const tags = stylesheets(request.expose);
      return tags === null
        ? reply(res, 404, 'text/plain', `This app exposes no '${request.expose}'.`)
        : reply(res, 200, 'text/html', buildMeta(build()) + tags, cached);
    }
    try {
      const rendered = await module.renderFragment(request);
      // React's markers of a resolved boundary: the browser hydrates it in the slot's Suspense.
      const body = `<!--$-->${rendered.body}<!--/$-->`;
      if (part === 'body') return reply(res, 200, 'text/html', body, cached);
      const page = {
        status: rendered.status,
        location: rendered.location,
        data: module.data?.(request.expose) ?? {},
        head: buildMeta(build()) + rendered.head + (stylesheets(request.expose) ?? ''),
        body,
      };
      return reply(res, 200, 'application/json', JSON.stringify(page));
    } catch (error) {
      // The renderer's word on a request it cannot render (the contract in shared-types' ssr.ts).
      const status = error instanceof Error && 'status' in error ? error.status : undefined;
      if (error instanceof Error && (status === 400 || status === 404)) {
        return reply(res, status, 'text/plain', error.message);
      }
      console.error(`Rendering ${request.expose} at ${request.path} failed:`, error);
      return reply(res, 500, 'text/plain', 'The fragment could not be rendered.');
    }
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} body
 * @param {Record<string, string>} [caching] how shared caches may keep it; by default not at all
 */
function reply(res, status, type, body, caching = { 'Cache-Control': 'no-cache' }) {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    ...caching,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  return true;
}

/**
 * Compares in constant time (as digests, so lengths may differ), so that response times do not
 * reveal the secret.
 * @param {string} secret
 */
function sameSecret(secret) {
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  const expected = digest(secret);
  return (/** @type {string | string[] | undefined} */ sent) =>
    typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
}

/** @param {string} value */
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
