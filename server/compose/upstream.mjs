// @ts-check
/**
 * An nginx `upstream` for the embedded engine, with the rules the site's template gives nginx
 * (nginx-values.mjs): an app's replicas asked in turn; one that fails (refused, broken off, timed
 * out, or one of its location's proxy_next_upstream statuses) asked only after the live ones for
 * fail_timeout (nginx leaves it out: the shell's among its backups, a remote's not at all); the
 * request asked of the next replica instead, each at most once and its location's
 * proxy_next_upstream_tries in all (replicas.cjs, which the shell's server balances with too).
 *
 * Why by hand: undici's RetryAgent may ask the same upstream again at once, where the next
 * replica is what a visitor needs. What is needed is this loop over undici's own Agent.
 */
import { nginxValues as nginx } from './nginx-values.mjs';
import { replicaSet } from './replicas.cjs';

/**
 * @param {string[]} addresses each replica, host:port
 * @param {import('undici').Dispatcher} agent what asks them
 * @param {{ failures: Set<number>, tries: number }} location the statuses that count as the
 *   replica's failure, and how many replicas one request is asked of at most
 */
export function upstream(addresses, agent, { failures, tries }) {
  const replicas = replicaSet(
    addresses.map((address) => `http://${address}`),
    nginx.failTimeoutMs,
  );

  /**
   * The first answer that is not a failure, or the last try's answer or error.
   * @param {Omit<import('undici').Dispatcher.RequestOptions, 'origin'>} options
   * @param {{ again: boolean }} retry whether the request may be sent twice (it has no body)
   */
  return async function request(options, { again }) {
    const asked = replicas.inTurn().slice(0, again ? tries : 1);
    for (const [i, origin] of asked.entries()) {
      const last = i === asked.length - 1;
      let answer;
      try {
        answer = await agent.request({ ...options, origin });
      } catch (error) {
        // The visitor left: nothing to ask again.
        if (options.signal instanceof AbortSignal && options.signal.aborted) throw error;
        replicas.failed(origin);
        if (last) throw error;
        continue;
      }
      if (!failures.has(answer.statusCode)) return answer;
      replicas.failed(origin);
      if (last) return answer;
      await answer.body.dump();
    }
    throw new Error('An upstream without replicas.');
  };
}
