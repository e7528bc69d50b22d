/**
 * Resolves once the browser has had a chance to paint what the server sent: the frame after the
 * next animation frame. Hydrating a big page is one long task; started before that first paint it
 * would hold the page's largest image off the screen until it ends. A hidden tab paints no frame,
 * so a short time-out lets it go on all the same.
 */
export function afterFirstPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
