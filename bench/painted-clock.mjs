// @ts-check
/* global window, requestAnimationFrame */
/**
 * The benches' clock for "the first frame that shows it". Installed in the page before its own
 * scripts (`page.addInitScript(installPaintedClock)`), then called from a probe:
 * `window.whenShownPainted(isShown, onPainted)` checks every frame whether `isShown()` and calls
 * `onPainted` with the time the first frame that does was painted. A task queued from the frame's
 * animation callbacks runs once its paint is done. (The frame's own timestamp is when it was
 * due: a long task that held the frame back, such as a render in the tap's own task, is missing
 * from it.)
 */
export function installPaintedClock() {
  /**
   * @param {() => boolean} isShown
   * @param {(paintedMs: number) => void} onPainted
   */
  const whenShownPainted = (isShown, onPainted) =>
    requestAnimationFrame(() => {
      if (!isShown()) return whenShownPainted(isShown, onPainted);
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => onPainted(performance.now());
      afterPaint.port2.postMessage(null);
    });
  Object.assign(window, { whenShownPainted });
}
