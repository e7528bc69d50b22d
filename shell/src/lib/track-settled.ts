type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Records a promise's outcome on it, the way React's `use()` reads a promise: one that settled
 * before a render is then read at once instead of suspending that render.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Whether a tracked promise has its value: a render that reads it does not suspend. */
export const isFulfilled = (promise: Promise<unknown> | undefined): boolean =>
  (promise as Tracked<unknown> | undefined)?.status === 'fulfilled';
