// @ts-check
/**
 * Notices that this process's parent is gone, whatever killed it (SIGKILL included): Linux
 * gives an orphan a new parent, so the parent's pid changes. Polled, as Node has no
 * parent-death signal (prctl PR_SET_PDEATHSIG).
 */
const POLL_MS = 250;

/**
 * @param {number} parentPid the parent to outlive by no more than a poll
 * @param {() => void} gone called once
 * @returns {() => void} stops watching
 */
export function whenParentGone(parentPid, gone) {
  const timer = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(timer);
    gone();
  }, POLL_MS);
  // Watching never keeps a process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
