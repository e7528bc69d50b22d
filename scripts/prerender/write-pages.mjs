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
 * @param {string[]} notFoundPaths captured paths that stand for every unknown one in their folder
 * @returns {Promise<number>} how many files it wrote
 */
export async function writePages(out, baseUrl, pages, notFoundPaths) {
  const template = await download(`${baseUrl}/app.html`);
  const ownStylesheets = new Set(templateStylesheets(template, baseUrl));
  // What app.html loads itself, and the pages' own stylesheets, need no preload.
  const worthPreloading = (/** @type {string} */ url) => {
    const { pathname } = new URL(url);
    return !template.includes(pathname) && !pathname.startsWith(`/${STYLES_DIR}/`);
  };
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

  // The site's own files by path, so a page works under any host name.
  const local = (/** @type {string} */ url) => url.replace(new URL(baseUrl).origin, '');

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
    const notFound = notFoundPaths.includes(page.path);
    const file = notFound
      ? path.join(path.posix.dirname(page.path), '404.html')
      : path.join(decodeURIComponent(page.path), 'index.html');
    const preloads = page.code
      .filter(({ url }) => worthPreloading(url))
      .map((file) => ({ ...file, url: local(file.url) }));
    const firstView = captured.firstView.map(local);
    writeCompressed(
      path.join(out, file),
      pageHtml({ template, captured: { ...captured, firstView }, stylesheet, preloads, notFound }),
    );
    written += 1;
  }
  return written;
}
