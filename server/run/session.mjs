// @ts-check
/**
 * What a local command (npm run serve, npm run dev) started, stopped together and once: on
 * Ctrl-C, SIGTERM or SIGHUP, or when whatever started this process is gone (SIGKILL included).
 */
import { whenParentGone } from './parent.mjs';
import { supervise } from './supervise.mjs';

export function session() {
  /** @type {(() => unknown)[]} */
  const cleanups = [];
  let stopping = false;
  /** Runs the cleanups, the last registered first, then exits. */
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.exit(code);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => void stop());
  }
  // npm killed, or the test runner that started this: nothing must outlive it.
  whenParentGone(process.ppid, () => void stop());
  return {
    /** @param {() => unknown} cleanup */
    onStop: (cleanup) => void cleanups.push(cleanup),
    stop,
    /**
     * Supervised servers, stopped with the session; a first start that fails stops it all.
     * @param {import('./supervise.mjs').Server[]} servers
     */
    async supervise(servers) {
      const supervised = servers.map(supervise);
      cleanups.push(() => Promise.all(supervised.map((server) => server.stop())));
      try {
        await Promise.all(supervised.map((server) => server.ready));
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        await stop(1);
      }
    },
  };
}
