/**
 * Amounts counted per key over a sliding window of time: the rate limit counts requests in it,
 * the storage quota bytes. Keys whose amounts have all left the window are forgotten.
 */

interface WindowEntry {
  readonly at: number;
  amount: number;
}

/** Keys without recent amounts are swept once this many are tracked, so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export class SlidingWindow {
  private readonly entries = new Map<string, WindowEntry[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** The sum of the key's amounts within the window. */
  total(key: string): number {
    return this.recent(key).reduce((sum, entry) => sum + entry.amount, 0);
  }

  /** How long until the key's oldest amount leaves the window; 0 when it has none. */
  waitMs(key: string): number {
    const [oldest] = this.recent(key);
    return oldest ? oldest.at + this.windowMs - this.now() : 0;
  }

  /** Counts `amount` from now; the entry returned may grow, or be withdrawn. */
  add(key: string, amount: number): WindowEntry {
    if (this.entries.size >= SWEEP_THRESHOLD) {
      for (const known of [...this.entries.keys()]) this.recent(known);
    }
    const entry = { at: this.now(), amount };
    this.entries.set(key, [...this.recent(key), entry]);
    return entry;
  }

  withdraw(key: string, entry: WindowEntry): void {
    const left = this.recent(key).filter((kept) => kept !== entry);
    if (left.length > 0) this.entries.set(key, left);
    else this.entries.delete(key);
  }

  /** The key's entries still in the window, oldest first; drops the others. */
  private recent(key: string): WindowEntry[] {
    const at = this.now();
    const kept = (this.entries.get(key) ?? []).filter((entry) => at - entry.at < this.windowMs);
    if (kept.length > 0) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }
}
