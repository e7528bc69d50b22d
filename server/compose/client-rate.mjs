// @ts-check
/**
 * The embedded engine's limit on each client's rate of pages (page-rate.mjs): nginx's limit_req
 * with `burst` and `nodelay`, written out here so that both engines refuse the same request (a
 * token-bucket library counts otherwise): each client's excess drains at the rate, every request
 * adds one, and a request that would take it past the burst is refused and not counted.
 */

/** Clients tracked at most; past it, those whose excess has drained are forgotten first. */
const MAX_CLIENTS = 100_000;

/**
 * @param {{ perSecond: number, burst: number }} rate
 * @returns {(client: string, now?: number) => boolean} whether the client's request may go on
 */
export function clientRate({ perSecond, burst }) {
  /** @type {Map<string, { excess: number, at: number }>} */
  const clients = new Map();
  /** @param {{ excess: number, at: number }} state @param {number} now */
  const drained = (state, now) => state.excess - ((now - state.at) / 1000) * perSecond;
  return (client, now = Date.now()) => {
    const known = clients.get(client);
    const excess = known ? Math.max(0, drained(known, now) + 1) : 0;
    if (excess > burst) return false;
    if (!known && clients.size >= MAX_CLIENTS) {
      for (const [other, state] of clients) if (drained(state, now) <= 0) clients.delete(other);
      // Every one of them is still within its burst: as nginx with a full zone, refuse.
      if (clients.size >= MAX_CLIENTS) return false;
    }
    clients.set(client, { excess, at: now });
    return true;
  };
}
