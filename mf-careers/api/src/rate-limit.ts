/** A sliding-window limit per client: at most `max` requests in any `windowMs`. */

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts a request; returns how long to wait (ms) when it is over the limit, else 0. */
  hit(client: string): number;
}

/** Forgotten clients are swept once this many are tracked, so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter(
  { max, windowMs }: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  const hits = new Map<string, number[]>();

  const recent = (times: number[], at: number) => times.filter((time) => at - time < windowMs);

  return {
    hit(client) {
      const at = now();
      if (hits.size >= SWEEP_THRESHOLD) {
        for (const [key, times] of hits) {
          if (recent(times, at).length === 0) hits.delete(key);
        }
      }
      const times = recent(hits.get(client) ?? [], at);
      if (times.length >= max) {
        hits.set(client, times);
        return times[0] + windowMs - at;
      }
      times.push(at);
      hits.set(client, times);
      return 0;
    },
  };
}
