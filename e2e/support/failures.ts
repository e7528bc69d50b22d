import type { Page, Request, Route } from '@playwright/test';

/** Every way a remote can fail the browser, as the failure matrix names them. */
export const failures = [
  'refused',
  'entry 500',
  'manifest 500',
  'hung',
  'chunk 404',
  'throws',
  'redeployed',
] as const;
type Failure = (typeof failures)[number];

interface FailingRemote {
  /** Brings the remote back (after 'redeployed', the new build stays). */
  restore: () => Promise<void>;
  /** How many requests for chunks of a build a deploy removed were answered 404. */
  staleChunksRefused: () => number;
}

/** The query that tells the files of the "next build" in the redeployed case from the current. */
const NEXT_BUILD = '?build=next';

const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const isEntry = (url: string) => fileOf(url) === 'remoteEntry.js';
const isManifest = (url: string) => fileOf(url) === 'mf-manifest.json';
const isChunk = (url: string) => url.endsWith('.js') && !isEntry(url);

/**
 * A remote entry that the runtime loads and initialises like the real one, whose module throws as
 * soon as it renders: a bug that shipped.
 */
const throwingEntry = (globalName: string) => `
  window[${JSON.stringify(globalName)}] = {
    init() {},
    get() {
      return Promise.resolve(() => ({
        default: function Broken() {
          throw new Error('A bug in the remote: it throws while rendering.');
        },
      }));
    },
  };`;

/**
 * The same build under the names of a new one: its entry and manifest name `?build=next` chunks
 * (the entry keeps its address, as a real deploy's does).
 */
const asNextBuild = (source: string) =>
  source.replace(/(?<!remoteEntry|logger)\.js"/g, `.js${NEXT_BUILD}"`);

/**
 * Makes one remote fail for this page only, as the browser would meet it. Server rendering is
 * untouched: the page still arrives with the remote's HTML where the server could render it.
 * Returns how to bring the remote back (for 'redeployed', the new build stays) and how many
 * requests for the old build's chunks were refused.
 *
 * - refused: every request to the remote's origin is refused.
 * - entry 500 / manifest 500: that one file answers 500, the rest is fine.
 * - hung: nothing answers until it is back (its stylesheets excepted: a stylesheet in the head that
 *   never answers would hold the whole page's first paint, which is a test of the browser, not the
 *   site). Coming back, it resets the connections it held, as a restarted server does.
 * - chunk 404: manifest and entry are fine, every other script of it answers 404.
 * - throws: the module loads and throws while rendering.
 * - redeployed: the remote is deployed again while the tab holds its build: the old build's chunks
 *   are gone (404), the manifest and entry now name the new build's.
 */
export async function installFailure(
  page: Page,
  origin: string,
  failure: Failure,
): Promise<FailingRemote> {
  const pattern = `${origin}/**`;
  let staleChunksRefused = 0;
  const held: Route[] = [];

  const handler = async (route: Route, request: Request) => {
    const url = request.url();
    switch (failure) {
      case 'refused':
        return route.abort('connectionrefused');
      case 'entry 500':
      case 'manifest 500':
        if ((failure === 'entry 500' ? isEntry : isManifest)(url))
          return route.fulfill({ status: 500, body: 'Internal Server Error' });
        return route.fallback();
      case 'hung':
        // Not answered: the request stays pending.
        if (!url.endsWith('.css')) return void held.push(route);
        return route.fallback();
      case 'chunk 404':
        if (isChunk(url)) return route.fulfill({ status: 404, body: 'Not Found' });
        return route.fallback();
      case 'throws':
        if (!isEntry(url)) return route.fallback();
        return route.fulfill({
          contentType: 'text/javascript',
          body: throwingEntry(await globalName()),
        });
      case 'redeployed':
        return redeploy(route, url);
    }
  };

  async function redeploy(route: Route, url: string) {
    if (url.endsWith(NEXT_BUILD)) return route.continue({ url: url.slice(0, -NEXT_BUILD.length) });
    if (isChunk(url)) {
      staleChunksRefused += 1;
      return route.fulfill({ status: 404, body: 'Not Found' });
    }
    if (isEntry(url) || isManifest(url)) {
      const response = await route.fetch({ headers: { 'cache-control': 'no-cache' } });
      return route.fulfill({ response, body: asNextBuild(await response.text()) });
    }
    return route.fallback();
  }

  /** The container's global name, from the remote's manifest. */
  async function globalName(): Promise<string> {
    const manifest = await page.request.get(`${origin}/mf-manifest.json`);
    return ((await manifest.json()) as { metaData: { globalName: string } }).metaData.globalName;
  }

  await page.route(pattern, handler);
  return {
    restore: async () => {
      if (failure === 'redeployed') return;
      await page.unroute(pattern, handler);
      await Promise.all(held.map((route) => route.abort('connectionreset').catch(() => undefined)));
    },
    staleChunksRefused: () => staleChunksRefused,
  };
}
