// @ts-check
/**
 * A remote's server-side rendering over HTTP, for the composition engine and the shell:
 *
 *   GET /_fragments/pages                       the pages the app owns (for sitemap.xml), JSON
 *   GET /_fragments/{expose}?path&search&props&part
 *       part=meta   {"status":200,"data":{…}} — the page's status and the module's data exports
 *       part=head   the tags for the document head: title and description, and the module's
 *                   stylesheets (and script preloads) from the federation manifest
 *       part=styles the module's stylesheets alone: a widget whose code the browser loads only
 *                   once it nears the viewport
 *       part=body   the module's HTML, exactly what it renders in the browser, as the content of
 *                   the (resolved) Suspense boundary that holds it in the shell's page
 *
 * `props` is the JSON of the module's props, base64url-encoded. A render is kept for a moment,
 * so the three parts of one page cost one render.
 *
 * Fragments render whatever props they are sent, so only the composition engine and the shell's
 * server may ask: a request without the shared secret (`X-Fragment-Secret`) is answered as if
 * there were no such path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** @typedef {import('@practice/shared-types').FragmentRenderer} FragmentRenderer */
/** @typedef {import('@practice/shared-types').RenderedFragment} RenderedFragment */

const PARTS = ['meta', 'head', 'styles', 'body'];
const KEEP_MS = 3000;
const KEEP_AT_MOST = 200;

/**
 * @param {object} options
 * @param {() => FragmentRenderer | null} options.renderer
 * @param {() => any} options.manifest the build's mf-manifest.json
 * @param {string} options.publicUrl where the browser fetches this app's files, ending in '/'
 * @param {string} options.secret what the composition engine sends in `X-Fragment-Secret`
 */
export function createFragmentHandler({ renderer, manifest, publicUrl, secret }) {
  const isComposer = sameSecret(secret);
  /** @type {Map<string, { at: number, module: FragmentRenderer, rendered: Promise<RenderedFragment> }>} */
  const recent = new Map();

  /**
   * @param {FragmentRenderer} module
   * @param {import('@practice/shared-types').FragmentRequest} request
   */
  function render(module, request) {
    // Renders of a build a deploy replaced would keep that whole build in memory.
    if (recent.values().next().value?.module !== module) recent.clear();
    const key = JSON.stringify(request);
    const kept = recent.get(key);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.rendered;
    const rendered = module.renderFragment(request);
    recent.set(key, { at: Date.now(), module, rendered });
    rendered.catch(() => recent.delete(key));
    if (recent.size > KEEP_AT_MOST) recent.delete(recent.keys().next().value ?? '');
    return rendered;
  }

  /**
   * @param {string} expose
   * @param {boolean} scripts whether to preload the module's scripts too
   */
  function assetTags(expose, scripts) {
    const entry = manifest()?.exposes?.find((/** @type {any} */ e) => e.name === expose);
    if (!entry) return '';
    const { css, js } = entry.assets;
    const href = (/** @type {string} */ file) => escapeAttribute(new URL(file, publicUrl).href);
    return [
      ...[...css.sync, ...css.async].map((file) => `<link rel="stylesheet" href="${href(file)}">`),
      ...(scripts ? js.sync : []).map(
        (file) => `<link rel="preload" as="script" fetchpriority="low" href="${href(file)}">`,
      ),
    ].join('');
  }

  /**
   * @param {URL} url the request's target, as parsed by requestTarget()
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>} whether it answered
   */
  return async function handleFragment(url, req, res) {
    const match = /^\/_fragments\/([\w-]+)$/.exec(url.pathname);
    if (!match || req.method !== 'GET' || !isComposer(req.headers['x-fragment-secret'])) {
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
    try {
      const rendered = await render(module, request);
      if (part === 'meta') {
        const data = module.data?.(request.expose) ?? {};
        return reply(
          res,
          200,
          'application/json',
          JSON.stringify({ status: rendered.status, data }),
        );
      }
      if (part === 'head')
        return reply(res, 200, 'text/html', rendered.head + assetTags(request.expose, true));
      if (part === 'styles') return reply(res, 200, 'text/html', assetTags(request.expose, false));
      // React's markers of a resolved boundary: the browser hydrates it in the slot's Suspense.
      return reply(res, 200, 'text/html', `<!--$-->${rendered.body}<!--/$-->`);
    } catch (error) {
      // The renderer's word on a request it cannot render (the contract in shared-types' ssr.ts).
      const status = /** @type {{ status?: unknown }} */ (error)?.status;
      if (status === 400 || status === 404) {
        return reply(res, status, 'text/plain', /** @type {Error} */ (error).message);
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
 */
function reply(res, status, type, body) {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-cache',
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
