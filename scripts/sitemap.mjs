// @ts-check
/**
 * Build step after every package's build: crawls the composed site and writes the shell's
 * sitemap.xml (every indexable route, by its canonical URL) and robots.txt, compressed like every
 * other text asset. An internal link that lands on a Not Found page fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { crawlSite } from './crawl-site.mjs';
import { startLocalSite } from './local-site.mjs';

const dist = path.resolve(import.meta.dirname, '../shell/dist');

/** @param {string} file @param {string} text */
function writeCompressed(file, text) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}

const site = await startLocalSite();
try {
  const pages = await crawlSite(site.baseUrl);
  const broken = pages.filter((page) => !page.indexable);
  if (broken.length > 0) {
    for (const page of broken)
      console.error(`Broken link: ${page.from} → ${page.path} ("${page.heading}")`);
    process.exitCode = 1;
  } else {
    const home = pages.find((page) => page.path === '/');
    const origin = new URL(home?.canonical ?? site.baseUrl).origin;
    const locations = [...new Set(pages.map((page) => page.canonical))].sort();
    writeCompressed(
      path.join(dist, 'sitemap.xml'),
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...locations.map((location) => `  <url><loc>${location}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
    writeCompressed(
      path.join(dist, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    console.log(`sitemap.xml: ${locations.length} routes`);
  }
} finally {
  site.stop();
}
