// @ts-check
/**
 * `npm run prerender` (the last step of `npm run build`): crawls the composed site in Chromium
 * and writes, into the shell's build, every public route's finished HTML (path/index.html),
 * 404.html for every other path, sitemap.xml and robots.txt. An internal link that lands on a Not
 * Found page fails it.
 *
 *   node scripts/prerender.mjs                       the local builds, served as `npm start` does
 *   node scripts/prerender.mjs --base URL --out DIR  a running deployment, into a copy of its shell
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crawlSite } from './crawl-site.mjs';
import { startLocalSite } from './local-site.mjs';
import { capturePage } from './prerender/capture-page.mjs';
import { writePages } from './prerender/write-pages.mjs';
import { writeSitemap } from './prerender/sitemap.mjs';

/** A path no route matches: what it renders is the Page Not Found. */
const NOT_FOUND_PATH = '/prerender-page-not-found/';

const { values: args } = parseArgs({
  options: { base: { type: 'string' }, out: { type: 'string' } },
});
const out = path.resolve(args.out ?? path.join(import.meta.dirname, '../shell/dist'));
const site = args.base
  ? { baseUrl: args.base.replace(/\/$/, ''), stop() {} }
  : await startLocalSite();

try {
  const pages = await crawlSite(site.baseUrl, {
    capture: capturePage,
    extraPaths: [NOT_FOUND_PATH],
  });
  const broken = pages.filter((page) => !page.indexable && page.path !== NOT_FOUND_PATH);
  for (const page of broken) {
    console.error(`Broken link: ${page.from} → ${page.path} ("${page.heading}")`);
  }
  if (broken.length > 0) {
    process.exitCode = 1;
  } else {
    const written = await writePages(out, site.baseUrl, pages, NOT_FOUND_PATH);
    const routes = writeSitemap(out, pages, site.baseUrl);
    console.log(`prerendered ${written} pages; sitemap.xml: ${routes} routes`);
  }
} finally {
  site.stop();
}
