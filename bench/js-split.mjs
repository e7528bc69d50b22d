// @ts-check
/**
 * Attributes every JavaScript file a page loaded to a package, and weighs it by its gzip file
 * (what the servers send to a client that accepts gzip). Shared libraries (react, the router,
 * axios, react-slick) count as "shared vendors", wherever they were served from: the chunks each
 * manifest lists for its shared modules, and any other non-entry chunk that carries third-party
 * licence comments (webpack splits a library's code into such chunks behind the listed ones).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { servedRoot } from '../server/app-server/served-build.mjs';
import { apps, site } from '../server/registry.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** @returns {Set<string>} the file names of every app's shared-module chunks */
function sharedChunkNames() {
  const names = new Set();
  for (const app of apps) {
    const manifestFile = path.join(
      servedRoot(path.join(root, app.dir, 'dist')),
      'mf-manifest.json',
    );
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [
        ...(shared.assets?.js?.sync ?? []),
        ...(shared.assets?.js?.async ?? []),
      ]) {
        names.add(`${app.name}:${file}`);
      }
    }
  }
  return names;
}

/**
 * @param {string[]} urls JavaScript (or stylesheet) URLs the page requested
 * @returns {{ byPackage: Record<string, number>, totalKb: number }} gzip KB per package
 */
export function splitJavaScript(urls) {
  const shared = sharedChunkNames();
  /** @type {Record<string, number>} */
  const byPackage = {};
  for (const href of urls) {
    const url = new URL(href);
    // The shell's files reach the browser through the site's address (the composition engine).
    const port = url.port === String(site.port) ? String(apps[0].port) : url.port;
    const app = apps.find((candidate) => String(candidate.port) === port);
    if (!app) continue;
    // The build the app's server serves: dist/, or the one a deploy switched dist/current to.
    const file = path.join(servedRoot(path.join(root, app.dir, 'dist')), url.pathname);
    const gz = `${file}.gz`;
    const bytes = fs.existsSync(gz)
      ? fs.statSync(gz).size
      : fs.existsSync(file)
        ? fs.statSync(file).size
        : 0;
    const name = url.pathname.replace(/^\//, '');
    const isEntry = name === 'main.js' || name === 'remoteEntry.js';
    const vendor =
      shared.has(`${app.name}:${name}`) || (!isEntry && fs.existsSync(`${file}.LICENSE.txt`));
    const owner = vendor ? 'shared vendors' : app.dir;
    byPackage[owner] = (byPackage[owner] ?? 0) + bytes / 1024;
  }
  const totalKb = Object.values(byPackage).reduce((sum, kb) => sum + kb, 0);
  return { byPackage, totalKb };
}

/**
 * The gzip KB of files as a server sends them, for a site whose builds are not this checkout's
 * (`BENCH_AGAINST`): each asked once more with `Accept-Encoding: gzip`, its body's bytes counted.
 * @param {string[]} urls
 * @returns {Promise<number>}
 */
export async function servedGzipKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    bytes += await new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`${url} answered ${response.statusCode}, not 200: nothing to weigh`));
            return;
          }
          let length = 0;
          response.on('data', (chunk) => (length += chunk.length));
          response.on('end', () => resolve(length));
        })
        .on('error', reject);
    });
  }
  return bytes / 1024;
}
