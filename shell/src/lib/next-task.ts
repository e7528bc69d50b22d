/** Ends the task: what follows runs in one of its own, after what the browser has waiting (a tap). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
