export interface ExpiringCacheOptions {
  /** How long a loaded value is kept. */
  ttlMs: number;
  /** How long a failure is kept: a provider that is down is not asked again by every visitor. */
  failureTtlMs: number;
  /** Keys come from request paths: past this many, the oldest goes. */
  maxEntries: number;
  now?: () => number;
}

/**
 * `load`, remembered per key for a while, so that visitors' traffic does not reach the provider
 * one for one: concurrent misses of a key share one load, and what it gave (value or failure) is
 * answered until it expires.
 */
export function expiringCache<T>(
  load: (key: string) => Promise<T>,
  { ttlMs, failureTtlMs, maxEntries, now = Date.now }: ExpiringCacheOptions,
): (key: string) => Promise<T> {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  return (key) => {
    const kept = entries.get(key);
    if (kept && kept.until > now()) return kept.value;
    entries.delete(key);
    // Pending, it never expires: every request meanwhile waits for this one load.
    const entry = { until: Infinity, value: load(key) };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    entry.value.then(
      () => (entry.until = now() + ttlMs),
      () => (entry.until = now() + failureTtlMs),
    );
    return entry.value;
  };
}
