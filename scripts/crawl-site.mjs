// @ts-check
/* global document */
/**
 * Visits every public route of a running site the way a visitor's browser renders it, starting
 * from Home and following internal links, with the remotes composed in. Yields what each page says
 * about itself (its canonical URL, whether it may be indexed, the links it leads to) and, when
 * asked, what `capture` reads from it once rendered.
 */
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long the network must stay quiet before a page counts as rendered. */
const QUIET_MS = 500;

/**
 * @template [Captured=undefined]
 * @typedef {{ path: string, canonical: string, indexable: boolean, heading: string, from: string, code: Resource[], captured?: Captured }} CrawledPage
 * @typedef {{ url: string, type: 'script' | 'style' | 'fetch' }} Resource a script, stylesheet or
 *   JSON file the page loaded to run the app
 */

/**
 * A browser on the site: the site's own origins (shell and remotes) answer, the reviews provider
 * never answers (its widget stays in its loading state, the size it keeps), and every other
 * third party is cut off.
 * @param {string} baseUrl
 */
async function openBrowser(baseUrl) {
  /** @type {import('@practice/shared-types').RuntimeConfig} */
  const config = await (await fetch(`${baseUrl}/runtime-config.json`)).json();
  const ownOrigins = new Set([
    new URL(baseUrl).origin,
    ...config.remotes.map((remote) => new URL(remote.entry).origin),
  ]);
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const context = await browser.newContext();
  /** @type {import('@playwright/test').Route[]} */
  const held = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(config.reviews.apiBase)) held.push(route);
    else if (ownOrigins.has(new URL(url).origin)) void route.continue();
    else void route.abort();
  });
  const close = async () => {
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    await browser.close();
  };
  return {
    context,
    isHeld: (/** @type {string} */ url) => url.startsWith(config.reviews.apiBase),
    close,
  };
}

/** @type {Record<string, Resource['type']>} Playwright's resource types the app's code comes as */
const CODE_TYPES = { script: 'script', stylesheet: 'style', fetch: 'fetch' };

/**
 * Waits until no request but the held ones has been in flight for QUIET_MS, and returns the code
 * the page loaded meanwhile.
 * @param {import('@playwright/test').Page} page
 * @param {(url: string) => boolean} isHeld
 * @param {() => Promise<unknown>} navigate
 * @returns {Promise<Resource[]>}
 */
async function loadQuietly(page, isHeld, navigate) {
  const inFlight = new Set();
  /** @type {Resource[]} */
  const code = [];
  const start = (/** @type {import('@playwright/test').Request} */ request) => {
    if (!isHeld(request.url())) inFlight.add(request);
  };
  const end = (/** @type {import('@playwright/test').Request} */ request) =>
    inFlight.delete(request);
  const arrived = (/** @type {import('@playwright/test').Request} */ request) => {
    end(request);
    const type = CODE_TYPES[request.resourceType()];
    if (type) code.push({ url: request.url(), type });
  };
  page.on('request', start);
  page.on('requestfinished', arrived);
  page.on('requestfailed', end);
  try {
    await navigate();
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await delay(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
    return code;
  } finally {
    page.off('request', start);
    page.off('requestfinished', arrived);
    page.off('requestfailed', end);
  }
}

/**
 * @template [Captured=undefined]
 * @param {string} baseUrl the running site, such as http://localhost:3000
 * @param {{ concurrency?: number, capture?: () => Captured | null, extraPaths?: string[] }} [options]
 *   capture runs in each rendered page (null: not ready, load the page again); extraPaths are
 *   visited too but not followed, such as a path that no route matches
 * @returns {Promise<CrawledPage<Captured>[]>}
 */
export async function crawlSite(baseUrl, { concurrency = 2, capture, extraPaths = [] } = {}) {
  const browser = await openBrowser(baseUrl);
  /** @type {Map<string, string>} path → the page that linked to it */
  const queue = new Map([['/', '(start)']]);
  const seen = new Set([...queue.keys(), ...extraPaths]);
  /** @type {CrawledPage<Captured>[]} */
  const pages = [];

  const visit = async (
    /** @type {import('@playwright/test').Page} */ page,
    /** @type {string} */ path,
    /** @type {string} */ from,
  ) => {
    /** @type {Captured | null | undefined} */
    let captured;
    /** @type {Resource[]} */
    let code;
    for (let attempt = 1; ; attempt += 1) {
      code = await loadQuietly(page, browser.isHeld, () =>
        page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' }),
      );
      captured = capture ? await page.evaluate(capture) : undefined;
      if (captured !== null) break;
      if (attempt === 3) throw new Error(`${path} never settled in its first state`);
    }
    const found = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      indexable: !document.querySelector('meta[name="robots"][content*="noindex"]'),
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      links: [...document.querySelectorAll('a[href]')].map(
        (link) => /** @type {HTMLAnchorElement} */ (link).href,
      ),
    }));
    pages.push({
      code,
      path,
      canonical: found.canonical,
      indexable: found.indexable,
      heading: found.heading,
      from,
      captured,
    });
    if (extraPaths.includes(path)) return;
    for (const href of found.links) {
      const url = new URL(href);
      if (url.origin !== baseUrl || url.search || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.set(url.pathname, path);
      }
    }
  };

  const worker = async () => {
    const page = await browser.context.newPage();
    while (queue.size > 0) {
      const [path, from] = /** @type {[string, string]} */ (queue.entries().next().value);
      queue.delete(path);
      await visit(page, path, from);
    }
    await page.close();
  };
  try {
    // Start with one worker until Home has filled the queue, then crawl in parallel.
    const first = await browser.context.newPage();
    queue.delete('/');
    await visit(first, '/', '(start)');
    for (const path of extraPaths) await visit(first, path, '(extra)');
    await first.close();
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser.close();
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
