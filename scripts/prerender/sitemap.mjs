// @ts-check
/**
 * sitemap.xml (every indexable route, by its canonical URL) and robots.txt pointing at it, from
 * the crawled pages.
 */
import path from 'node:path';
import { writeCompressed } from './write-compressed.mjs';

/**
 * @param {string} out the shell's build folder
 * @param {import('../crawl-site.mjs').CrawledPage<unknown>[]} pages
 * @param {string} baseUrl
 * @returns {number} how many routes it lists
 */
export function writeSitemap(out, pages, baseUrl) {
  const home = pages.find((page) => page.path === '/');
  const origin = new URL(home?.canonical || baseUrl).origin;
  const locations = [
    ...new Set(pages.filter((page) => page.indexable).map((page) => page.canonical)),
  ].sort();
  writeCompressed(
    path.join(out, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...locations.map((location) => `  <url><loc>${location}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  writeCompressed(
    path.join(out, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  return locations.length;
}
