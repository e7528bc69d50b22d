// @ts-check
/* global document -- page functions run inside the browser */
/**
 * Visits every public route of the built site the way a visitor's browser renders it, starting
 * from Home and following internal links, with the remotes composed in. Yields what each page says
 * about itself: its canonical URL, whether it may be indexed, and the links it leads to.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @typedef {{ path: string, canonical: string, indexable: boolean, heading: string, from: string }} CrawledPage
 */

/**
 * @param {string} baseUrl the running site, such as http://localhost:3000
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<CrawledPage[]>}
 */
export async function crawlSite(baseUrl, { concurrency = 2 } = {}) {
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  // Only the site's own origin: the crawl never leaves it, and live third-party parts stay out.
  const context = await browser.newContext();
  await context.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
  /** @type {Map<string, string>} path → the page that linked to it */
  const queue = new Map([['/', '(start)']]);
  const seen = new Set(queue.keys());
  /** @type {CrawledPage[]} */
  const pages = [];

  const visit = async (/** @type {import('@playwright/test').Page} */ page, path, from) => {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    const found = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      indexable: !document.querySelector('meta[name="robots"][content*="noindex"]'),
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      links: [...document.querySelectorAll('a[href]')].map(
        (link) => /** @type {HTMLAnchorElement} */ (link).href,
      ),
    }));
    pages.push({
      path,
      canonical: found.canonical,
      indexable: found.indexable,
      heading: found.heading,
      from,
    });
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
    const page = await context.newPage();
    while (queue.size > 0) {
      const [path, from] = queue.entries().next().value;
      queue.delete(path);
      await visit(page, path, from);
    }
    await page.close();
  };
  try {
    // Start with one worker until Home has filled the queue, then crawl in parallel.
    const first = await context.newPage();
    const [start] = queue.entries().next().value;
    queue.delete(start);
    await visit(first, start, '(start)');
    await first.close();
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser.close();
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
