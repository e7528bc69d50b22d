// @ts-check
/**
 * The one balancer of an app's replicas, for the embedded engine (upstream.mjs) and the shell's
 * server (shell/src/server/ask-remote.ts), with nginx's upstream rules: replicas asked in turn; one
 * that fails is left out for a while; when every replica is left out (the only one, say), all
 * are asked again. Who asks, how often and what counts as a failure stay with the caller.
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
    /** The replicas in the order one request asks them: the next in turn first, live ones only. */
    inTurn() {
      const first = turn++ % Math.max(replicas.length, 1);
      const inTurn = [...replicas.slice(first), ...replicas.slice(0, first)];
      const now = Date.now();
      const live = inTurn.filter((replica) => (outUntil.get(replica) ?? 0) <= now);
      return live.length > 0 ? live : inTurn;
    },
    /** Leaves a replica that failed out for a while. @param {T} replica */
    failed(replica) {
      outUntil.set(replica, Date.now() + leftOutMs);
    },
  };
}

module.exports = { replicaSet };
