/** A sliding-window limit per client: at most `max` requests in any `windowMs`. */
import { SlidingWindow } from './sliding-window';

export interface RateLimit {
  max: number;
  windowMs: number;
}

interface RateLimiter {
  /** Counts a request; returns how long to wait (ms) when it is over the limit, else 0. */
  hit(client: string): number;
}

export function createRateLimiter(
  { max, windowMs }: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  const requests = new SlidingWindow(windowMs, now);
  return {
    hit(client) {
      // A refused request is not counted, so it does not extend the wait.
      if (requests.total(client) >= max) return requests.waitMs(client);
      requests.add(client, 1);
      return 0;
    },
  };
}
