// @ts-check
/* global window, document, addEventListener, requestAnimationFrame, MutationObserver */
/**
 * The benches' clock for "the first frame that shows it": the time that frame was presented, as
 * the browser reports it. Installed in the page before its own scripts
 * (`page.addInitScript(installPaintedClock)`), then called from a probe:
 *
 * - `window.whenElementPainted(find, onPainted)`, for what appears: `find()` returns the element
 *   the visitor waits for (a page's h1, a menu's link) or null. Each new one is marked for Element
 *   Timing (`elementtiming`) as the page changes, before the browser paints it, and `onPainted` gets
 *   the render time of the first frame that shows its text.
 * - `window.whenClickPainted(isAnswered, onPainted, onFailed)`, for an answer no element's paint
 *   tells (a pop-up gone) that the browser gives in the click's own task (a `<dialog>`'s form):
 *   Event Timing's end of the click, the next frame presented after it, in 8 ms steps.
 *   `onFailed` if the answer is not there by the next frame.
 *
 * A task queued after a frame's paint, or the next frame's callbacks, would say when the main
 * thread was done with it, not when it showed; such a task can wait behind others (the documents
 * of images that arrived meanwhile) for tens of milliseconds after the frame was on screen.
 */
export function installPaintedClock() {
  const IDENTIFIER = 'painted-clock';

  /**
   * @param {() => Element | null} find
   * @param {(paintedMs: number) => void} onPainted
   */
  const whenElementPainted = (find, onPainted) => {
    const mark = () => {
      const element = find();
      if (element && element.getAttribute('elementtiming') !== IDENTIFIER)
        element.setAttribute('elementtiming', IDENTIFIER);
    };
    const changes = new MutationObserver(mark);
    changes.observe(document, { childList: true, subtree: true, characterData: true });
    mark();
    new PerformanceObserver((list, observer) => {
      const entry = /** @type {any[]} */ (list.getEntries()).find(
        (painted) => painted.identifier === IDENTIFIER,
      );
      if (!entry) return;
      observer.disconnect();
      changes.disconnect();
      onPainted(entry.renderTime);
    }).observe({ type: 'element' });
  };

  /**
   * @param {() => boolean} isAnswered
   * @param {(paintedMs: number) => void} onPainted
   * @param {(reason: string) => void} onFailed
   */
  const whenClickPainted = (isAnswered, onPainted, onFailed) => {
    addEventListener(
      'click',
      (click) => {
        requestAnimationFrame(() => {
          if (!isAnswered()) onFailed('not answered in the frame after the click');
        });
        new PerformanceObserver((list, observer) => {
          const entry = list
            .getEntries()
            .find((event) => event.name === 'click' && event.startTime === click.timeStamp);
          if (!entry) return;
          observer.disconnect();
          onPainted(entry.startTime + entry.duration);
        }).observe(
          // Event Timing's threshold is not in TypeScript's DOM types.
          /** @type {PerformanceObserverInit} */ ({
            type: 'event',
            durationThreshold: 16,
            buffered: true,
          }),
        );
      },
      { capture: true, once: true },
    );
  };
  Object.assign(window, { whenElementPainted, whenClickPainted });
}
