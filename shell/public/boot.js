// @ts-check
/**
 * Starts the app (main.js) once the page has painted what the server sent. The server's HTML is
 * the whole page already: fetched and run any earlier, the app's scripts would share the network
 * and the main thread with the page's largest image and hold its paint back. So the app waits
 * for the load event (every eager image in place), the first contentful paint as reported (it is
 * reported once on screen, a frame or two after the main thread painted it) and a frame after
 * both; but never longer than START_LATEST_MS after the document was parsed, so a slow image
 * does not keep the menus waiting. A hidden tab paints no frame, so it waits for no frame.
 */
(() => {
  const START_LATEST_MS = 2500;
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  // Written into the page's head (shell/src/index.html), which names main.js; as a file of its
  // own (a page cached before), beside main.js.
  const mainUrl = new URL(script.dataset.main ?? 'main.js', script.src || location.href).href;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const main = document.createElement('script');
    main.src = mainUrl;
    document.head.append(main);
  };

  /** Resolves once the browser reports the page's first contentful paint as shown on screen. */
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve(undefined);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(undefined);
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else addEventListener('load', resolve, { once: true });
  });
  // The frame after the load shows the loaded page; the frame after that begins once it is painted.
  const twoFrames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  // The controls a visitor reaches first are HTML that works from the first paint (the menu's
  // popover, the pop-up's <dialog>, the FAQ's <details>, the service radios, the go-to-top link).
  // A script button (a carousel's arrows, the announcements' pause, the services dropdown) does
  // nothing until the app has hydrated it: a tap on one meanwhile is kept and replayed on the same
  // node, which hydration keeps. A button that opens a popover or commands an element is the
  // browser's own, answered already: never replayed. Any tap or key means the visitor wants the
  // app now.
  const tapped = new Set();
  /** @param {Event} event */
  const keepTap = (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest('button[type="button"]:not([popovertarget], [commandfor])')
        : null;
    if (button) tapped.add(button);
  };
  document.addEventListener('click', keepTap, true);
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', keepTap, true);
    tapped.forEach((button) => button.isConnected && button.click());
  }).observe(document.documentElement, { attributeFilter: ['data-hydrated'] });

  // A submit button marked data-replay-tap leads without script to a page (its form's action)
  // and opens something in place with script (a position's Apply now: the upload modal). Tapped
  // before the part holding it has hydrated, it must not send its form: the tap is held and
  // replayed on the same node once that part is ready (its remote slot's data-ready; the app's
  // data-hydrated outside any slot).
  const held = new Set();
  /** @param {Element} node */
  const partReady = (node) => {
    const slot = node.closest('[data-remote-slot]');
    return (slot ?? document.documentElement).hasAttribute(slot ? 'data-ready' : 'data-hydrated');
  };
  /** @param {Event} event */
  const holdSubmit = (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest('button[type="submit"][data-replay-tap]')
        : null;
    if (!button || partReady(button)) return;
    event.preventDefault();
    held.add(button);
  };
  document.addEventListener('click', holdSubmit, true);
  new MutationObserver(() => {
    for (const button of held) {
      if (!button.isConnected) held.delete(button);
      else if (partReady(button)) {
        held.delete(button);
        button.click();
      }
    }
  }).observe(document.documentElement, {
    subtree: true,
    attributeFilter: ['data-ready', 'data-hydrated'],
  });

  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }

  document.addEventListener('DOMContentLoaded', () => setTimeout(start, START_LATEST_MS), {
    once: true,
  });
  loaded
    .then(() => (document.visibilityState === 'hidden' ? undefined : painted.then(twoFrames)))
    .then(() => setTimeout(start));
})();
