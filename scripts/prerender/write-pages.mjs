// @ts-check
/** Writes the prerendered files of crawled pages into the shell's build folder. */
import path from 'node:path';
import { absoluteUrls, contentHash, pageHtml, templateStylesheets } from './page-html.mjs';
import { writeCompressed } from './write-compressed.mjs';

/** Where each page's extra stylesheet goes, under a name that changes with its content. */
const STYLES_DIR = 'prerendered';

/**
 * @param {string} url
 * @returns {Promise<string>}
 */
async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * @param {string} out the shell's build folder
 * @param {string} baseUrl the site the pages were captured from
 * @param {import('../crawl-site.mjs').CrawledPage<import('./page-html.mjs').CapturedPage | null>[]} pages
 * @param {string} notFoundPath the captured path that stands for every unknown one
 * @returns {Promise<number>} how many files it wrote
 */
export async function writePages(out, baseUrl, pages, notFoundPath) {
  const template = await download(`${baseUrl}/app.html`);
  const ownStylesheets = new Set(templateStylesheets(template, baseUrl));
  /** @type {Map<string, Promise<string>>} */
  const stylesheets = new Map();
  const stylesheetText = (/** @type {string} */ href) => {
    if (!stylesheets.has(href)) {
      stylesheets.set(
        href,
        download(href).then((css) => absoluteUrls(css, href)),
      );
    }
    return /** @type {Promise<string>} */ (stylesheets.get(href));
  };

  let written = 0;
  for (const page of pages) {
    const captured = page.captured;
    if (!captured) continue;
    const extra = captured.stylesheets.filter((href) => !ownStylesheets.has(href));
    const css = [...(await Promise.all(extra.map(stylesheetText))), captured.inlineCss]
      .filter(Boolean)
      .join('\n');
    const stylesheet = css ? `/${STYLES_DIR}/page.${contentHash(css)}.css` : undefined;
    if (stylesheet) writeCompressed(path.join(out, stylesheet), css);
    const notFound = page.path === notFoundPath;
    const file = notFound ? '404.html' : path.join(decodeURIComponent(page.path), 'index.html');
    writeCompressed(path.join(out, file), pageHtml({ template, captured, stylesheet, notFound }));
    written += 1;
  }
  return written;
}
