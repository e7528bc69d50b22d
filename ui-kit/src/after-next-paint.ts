/** Runs `callback` in a task of its own once the browser has painted the next frame. */
export const afterNextPaint = (callback: () => void): (() => void) => {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
};
