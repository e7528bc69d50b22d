// @ts-check
/* global document, HTMLElement, innerHeight */
/**
 * Runs inside a page the app has finished rendering, and returns what its prerendered file
 * carries: the head tags the app set, the HTML of #root (and of the pop-up, if open) made
 * independent of the width it was rendered at and of inline styles, and the stylesheets it uses.
 * Returns null when a carousel has already moved past its first slide (the page is then captured
 * again).
 * @returns {import('./page-html.mjs').CapturedPage | null}
 */
export function capturePage() {
  if (document.querySelector('.slick-current:not([data-index="0"])')) return null;
  const live = /** @type {HTMLElement} */ (document.getElementById('root'));
  const root = /** @type {HTMLElement} */ (live.cloneNode(true));

  /** FNV-1a: a short, stable name for a piece of text. */
  const hash = (/** @type {string} */ text) => {
    let value = 0x811c9dc5;
    for (let index = 0; index < text.length; index += 1) {
      value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
    }
    return (value >>> 0).toString(16).padStart(8, '0');
  };

  // react-slick sizes its track and slides in pixels for the width it measured. In percentages
  // the same layout holds at any width until the app takes over and measures again.
  const liveLists = live.querySelectorAll('.slick-list');
  root.querySelectorAll('.slick-list').forEach((list, index) => {
    const listWidth = liveLists[index]?.getBoundingClientRect().width ?? 0;
    const track = list.querySelector('.slick-track');
    if (!(track instanceof HTMLElement) || !listWidth) return;
    const trackWidth = parseFloat(track.style.width);
    if (!trackWidth) return;
    for (const slide of track.children) {
      if (slide instanceof HTMLElement && slide.style.width) {
        slide.style.width = `${(parseFloat(slide.style.width) / trackWidth) * 100}%`;
      }
    }
    track.style.width = `${(trackWidth / listWidth) * 100}%`;
    const shift = /translate3d\((-?[\d.]+)px/.exec(track.style.transform);
    if (shift) {
      track.style.transform = `translate3d(${(Number(shift[1]) / trackWidth) * 100}%, 0px, 0px)`;
    }
  });

  // The pop-up the app opens on landing (a modal, outside #root): the prerendered page shows it
  // at once, marked like the head tags so the app replaces it when it takes over.
  const openDialog = document.querySelector('body > :not(#root):has(> [aria-modal="true"])');
  const dialog = openDialog ? /** @type {HTMLElement} */ (openDialog.cloneNode(true)) : null;
  dialog?.setAttribute('data-prerendered', '');

  // Live third-party parts (maps) become empty boxes of their final size: the app draws them.
  for (const frame of root.querySelectorAll('iframe')) {
    const box = document.createElement('div');
    box.className = frame.className;
    box.setAttribute('data-placeholder', 'iframe');
    frame.replaceWith(box);
  }

  // The site's Content-Security-Policy allows no inline style: each style attribute becomes a
  // rule of the page's stylesheet, as strong as the attribute was.
  /** @type {Map<string, string>} */
  const rules = new Map();
  for (const element of [root, ...(dialog ? [dialog] : [])].flatMap((part) => [
    ...part.querySelectorAll('[style]'),
  ])) {
    if (!(element instanceof HTMLElement)) continue;
    const declarations = Array.from(
      element.style,
      (property) => `${property}: ${element.style.getPropertyValue(property)} !important;`,
    ).join(' ');
    const name = hash(declarations);
    rules.set(name, `[data-style="${name}"] { ${declarations} }`);
    element.setAttribute('data-style', name);
    element.removeAttribute('style');
  }
  // Without scripts nothing could close it: the pop-up only shows where the app will run.
  if (dialog) {
    rules.set(
      'dialog',
      '@media (scripting: none) { body > [data-prerendered] { display: none; } }',
    );
  }

  // The head tags the app sets per page; the app replaces them with its own when it takes over.
  const title = document.createElement('title');
  title.textContent = document.title;
  const headTags = [
    title,
    ...document.head.querySelectorAll(
      'meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
    ),
  ].map((tag) => {
    const copy = /** @type {Element} */ (tag.cloneNode(true));
    copy.setAttribute('data-prerendered', '');
    return copy.outerHTML;
  });

  // The images a visitor sees first, the app's pop-up included: worth fetching before the app runs.
  const firstView = Array.from(document.images)
    .filter((image) => {
      const box = image.getBoundingClientRect();
      return image.complete && image.naturalWidth > 0 && box.bottom > 0 && box.top < innerHeight;
    })
    .map((image) => image.currentSrc);

  return {
    headTags,
    firstView: [...new Set(firstView)],
    rootHtml: root.innerHTML,
    dialogHtml: dialog?.outerHTML ?? '',
    stylesheets: Array.from(
      document.querySelectorAll('link[rel="stylesheet"]'),
      (link) => /** @type {HTMLLinkElement} */ (link).href,
    ),
    inlineCss: [...rules.values()].join('\n'),
  };
}
