// @ts-check
/**
 * `npm run prerender` (the last step of `npm run build`): crawls the composed site in Chromium
 * and writes, into the shell's build, every public route's finished HTML (path/index.html),
 * 404.html for every other path (blog/404.html and ourteam/404.html under those areas),
 * sitemap.xml and robots.txt. An internal link that lands on a Not
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

/**
 * Paths no route matches, each written as the 404.html of its folder: the shell's Page Not Found,
 * and the own Not Found of the areas whose remote has one (SPEC: 'Blog Not Found').
 */
const NOT_FOUND_PATHS = [
  '/prerender-page-not-found/',
  '/blog/prerender-page-not-found/',
  '/ourteam/prerender-page-not-found/',
];

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
    extraPaths: NOT_FOUND_PATHS,
  });
  const broken = pages.filter((page) => !page.indexable && !NOT_FOUND_PATHS.includes(page.path));
  for (const page of broken) {
    console.error(`Broken link: ${page.from} → ${page.path} ("${page.heading}")`);
  }
  if (broken.length > 0) {
    process.exitCode = 1;
  } else {
    const written = await writePages(out, site.baseUrl, pages, NOT_FOUND_PATHS);
    const routes = writeSitemap(
      out,
      pages.filter((page) => !NOT_FOUND_PATHS.includes(page.path)),
      site.baseUrl,
    );
    console.log(`prerendered ${written} pages; sitemap.xml: ${routes} routes`);
  }
} finally {
  site.stop();
}
