// @ts-check
/* global document -- the snapshot is taken inside the page */
/**
 * The floor a composed page is compared with: the same page's rendered DOM saved as plain static
 * HTML (no scripts), served from its own little server, so that Lighthouse can measure its LCP.
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.mjs';

/**
 * Renders each route in a real browser and keeps its DOM without scripts, with a <base> so that
 * the shell's relative stylesheet and image URLs still resolve.
 * @param {string} baseUrl
 * @param {string[]} routes
 * @returns {Promise<Map<string, string>>}
 */
export async function captureSnapshots(baseUrl, routes) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const snapshots = new Map();
  for (const route of routes) {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    const html = await page.evaluate((base) => {
      document
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]')
        .forEach((node) => node.remove());
      const baseElement = document.createElement('base');
      baseElement.href = base;
      document.head.prepend(baseElement);
      return `<!doctype html>${document.documentElement.outerHTML}`;
    }, `${baseUrl}/`);
    snapshots.set(route, html);
  }
  await browser.close();
  return snapshots;
}

/**
 * @param {Map<string, string>} snapshots
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
export function serveSnapshots(snapshots, port) {
  const server = http.createServer((req, res) => {
    const html = snapshots.get(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'Not found');
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
