/** Ends the task: what follows runs in one of its own, after what the browser has waiting (a tap). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Runs `callback` in a task of its own once the browser has painted the next frame. */
export const afterNextPaint = (callback: () => void): void => {
  requestAnimationFrame(() => setTimeout(callback));
};
