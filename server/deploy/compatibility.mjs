// @ts-check
/**
 * Whether a candidate build of one app fits the builds a site serves now, by what each build says
 * of itself (build-info.json, tooling/build-info.mjs):
 * - every module the shell uses from a remote is exposed by that remote's build;
 * - every remote's contract range includes the shell's contract version (shared-types/README.md);
 * - the shared singletons (React, react-dom, the router): each build's version satisfies the
 *   other's required range, as the federation runtime's strict versions demand in the browser.
 * A remote candidate is held against the running shell (and the others' singletons); a shell
 * candidate against every running remote. A build that says nothing of itself (made before
 * builds did) cannot be checked: it is reported as such, not refused.
 */
import semver from 'semver';

/** @typedef {import('../app-server/build-info.mjs').BuildInfo} BuildInfo */

/** `blog 1.0.0 (3f2eb3f)`: a build, briefly, for messages. */
export const buildName = (/** @type {BuildInfo} */ info) =>
  `${info.app} ${info.version} (${info.commit})`;

/**
 * @param {BuildInfo} shell
 * @param {BuildInfo} remote
 * @returns {string[]} what does not fit, one line each
 */
function remoteAgainstShell(shell, remote) {
  const problems = [];
  for (const id of shell.uses ?? []) {
    const [name, expose] = id.split('/');
    if (name === remote.app && !(remote.exposes ?? []).includes(expose)) {
      problems.push(
        `${remote.app}: ${buildName(shell)} uses ${id}, which ${buildName(remote)} does not expose`,
      );
    }
  }
  if (remote.contractRange && !semver.satisfies(shell.contract, remote.contractRange)) {
    problems.push(
      `${remote.app}: ${buildName(remote)} supports contract ${remote.contractRange}, ` +
        `but ${buildName(shell)} has contract ${shell.contract}`,
    );
  }
  return problems;
}

/**
 * @param {BuildInfo} candidate
 * @param {BuildInfo} other
 * @returns {string[]} each singleton whose version one of the two builds does not accept
 */
function sharedSingletons(candidate, other) {
  const problems = [];
  for (const dep of Object.keys(candidate.shared ?? {})) {
    if (!other.shared?.[dep]) continue;
    for (const [have, need] of [
      [other, candidate],
      [candidate, other],
    ]) {
      const { version } = have.shared[dep];
      const { requiredVersion } = need.shared[dep];
      if (!semver.satisfies(version, requiredVersion)) {
        problems.push(
          `${dep}: ${buildName(need)} requires ${requiredVersion}, but ${buildName(have)} has ${version}`,
        );
      }
    }
  }
  return problems;
}

/**
 * @param {BuildInfo} candidate the build about to be published
 * @param {Record<string, BuildInfo | null>} served what the site serves now, by app name
 * @returns {{ mismatches: string[], unchecked: string[] }} what does not fit, and the running
 *   apps whose builds say nothing of themselves
 */
export function checkCandidate(candidate, served) {
  const others = Object.entries(served).filter(([app]) => app !== candidate.app);
  const unchecked = others.filter(([, info]) => !info).map(([app]) => app);
  const running = others.flatMap(([, info]) => (info ? [info] : []));
  const mismatches = [];
  if (candidate.uses) {
    for (const remote of running) mismatches.push(...remoteAgainstShell(candidate, remote));
  } else {
    const shell = running.find((info) => info.uses);
    if (shell) mismatches.push(...remoteAgainstShell(shell, candidate));
  }
  for (const other of running) mismatches.push(...sharedSingletons(candidate, other));
  return { mismatches, unchecked };
}
