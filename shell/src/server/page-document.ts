import { PAGE_DATA_ID, serializePageData, type PageData } from '../app/page-data';

/** The build minifies app.html, quotes and all. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * Fills the page template the browser build wrote (app.html: its stylesheet and scripts) with the
 * rendered head tags, the app's HTML and the data hydration starts from. `headStart` goes right
 * after the charset, before the template's stylesheet: a script there runs without waiting for it.
 */
export function pageDocument(
  template: string,
  page: { headStart?: string; head: string; root: string; data: PageData },
): string {
  if (!EMPTY_ROOT.test(template)) {
    throw new Error('app.html has no empty <div id="root"></div> to render into.');
  }
  if (!CHARSET.test(template)) throw new Error('app.html has no <meta charset="utf-8">.');
  // Replaced through functions: the HTML holds '$' (the includes' variables), which a replacement
  // string would read as a pattern.
  return template
    .replace(CHARSET, (charset) => charset + (page.headStart ?? ''))
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${page.root}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(page.data)}</script>`,
    );
}
