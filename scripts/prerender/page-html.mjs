// @ts-check
/**
 * Turns what was captured of a rendered page into its prerendered file: the app's own page
 * (app.html, with its scripts and main stylesheet) carrying the page's head tags, its markup in
 * #root, and one stylesheet with every other rule the page uses.
 */
import crypto from 'node:crypto';

/**
 * @typedef {object} CapturedPage
 * @property {string[]} headTags title, description, canonical and social tags, as HTML
 * @property {string} rootHtml the rendered #root
 * @property {string} dialogHtml the pop-up the app opened on landing, or ''
 * @property {string[]} stylesheets URLs of every stylesheet the page had loaded
 * @property {string} inlineCss the rules that replace the markup's style attributes
 * @property {string[]} firstView URLs of the images in the first screenful
 */

/**
 * Makes a stylesheet's relative url() references absolute, as its text moves to another origin.
 * @param {string} css
 * @param {string} href where the stylesheet came from
 */
export function absoluteUrls(css, href) {
  return css.replace(/url\((['"]?)(?!data:|https?:|#)([^'")]+)\1\)/g, (_match, quote, url) => {
    return `url(${quote}${new URL(url, href).href}${quote})`;
  });
}

/** @param {string} text */
export const contentHash = (text) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * Stylesheet URLs the app's page links itself (they stay as they are).
 * @param {string} template
 * @param {string} baseUrl
 */
export function templateStylesheets(template, baseUrl) {
  return [...template.matchAll(/<link[^>]+href="?([^"\s>]+\.css)"?[^>]*>/g)].map(
    (match) => new URL(/** @type {string} */ (match[1]), baseUrl).href,
  );
}

/**
 * @param {object} page
 * @param {string} page.template the app's page, app.html
 * @param {CapturedPage} page.captured
 * @param {string | undefined} page.stylesheet path of the page's stylesheet, if it needs one
 * @param {import('../crawl-site.mjs').Resource[]} page.preloads the code the app loads before it
 *   takes the page over, fetched at once instead of one file after another, at low priority so
 *   that the page's own stylesheet and first images come first
 * @param {boolean} page.notFound the Page Not Found, served at every unknown path: no canonical
 */
export function pageHtml({ template, captured, stylesheet, preloads, notFound }) {
  const headTags = captured.headTags.filter(
    (tag) => !notFound || !/rel="canonical"|property="og:url"/.test(tag),
  );
  // After the app's own stylesheet, where the app appends the stylesheets it loads later.
  const link = [
    ...(stylesheet ? [`<link rel="stylesheet" href="${stylesheet}">`] : []),
    ...captured.firstView.map((url) => `<link rel="preload" as="image" href="${url}">`),
    ...preloads.map(({ url, type }) =>
      type === 'fetch'
        ? `<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous" fetchpriority="low">`
        : `<link rel="preload" as="${type}" href="${url}" fetchpriority="low">`,
    ),
  ].join('');
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, () => headTags.join(''))
    .replace('</head>', () => `${link}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () => `<div id="root">${captured.rootHtml}</div>${captured.dialogHtml}`,
    );
  if (!html.includes(captured.rootHtml)) {
    throw new Error('app.html has no empty <div id="root"></div> to prerender into.');
  }
  return html;
}
