// @ts-check
/**
 * The one balancer of an app's replicas, for the embedded engine (upstream.mjs) and the shell's
 * server (shell/src/server/ask-remote.ts), with the site's nginx upstream rules: replicas asked in
 * turn; one that fails is left out for a while, asked only after the live ones (its supervisor
 * may have started it again meanwhile, and the live ones may fail too). Who asks, how often and
 * what counts as a failure stay with the caller.
 * CommonJS, so that the ES-module servers, the shell's webpack build and jest all load it.
 *
 * Why by hand: undici's BalancedPool lowers a failing upstream's weight but keeps sending it
 * requests, and leaves none out for a while as nginx does.
 */

/**
 * @template T
 * @param {readonly T[]} replicas each replica (its address)
 * @param {number} leftOutMs how long a replica that failed is passed over
 */
function replicaSet(replicas, leftOutMs) {
  /** @type {Map<T, number>} */
  const outUntil = new Map();
  let turn = 0;
  return {
    /**
     * The replicas in the order one request asks them: the live ones from the next in turn, then
     * those left out.
     */
    inTurn() {
      const first = turn++ % Math.max(replicas.length, 1);
      const inTurn = [...replicas.slice(first), ...replicas.slice(0, first)];
      const now = Date.now();
      const isLive = (/** @type {T} */ replica) => (outUntil.get(replica) ?? 0) <= now;
      return [...inTurn.filter(isLive), ...inTurn.filter((replica) => !isLive(replica))];
    },
    /** Leaves a replica that failed out for a while. @param {T} replica */
    failed(replica) {
      outUntil.set(replica, Date.now() + leftOutMs);
    },
  };
}

module.exports = { replicaSet };
