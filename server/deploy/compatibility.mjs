// @ts-check
/**
 * Whether a candidate build of one app fits the builds the site serves now, from their
 * build-info.json (server/app-server/build-info.mjs): the checks a deploy and `can-i-deploy` run
 * before anything is switched. Both directions: a remote must fit the running shell, a shell the
 * running remotes.
 */
import satisfies from 'semver/functions/satisfies.js';
import { buildLabel } from '../app-server/build-info.mjs';

/** @typedef {import('../app-server/build-info.mjs').BuildInfo} BuildInfo */

/**
 * @param {BuildInfo} remote
 * @param {BuildInfo} shell
 * @returns {string[]} each way the remote does not fit the shell, in words
 */
function remoteAgainstShell(remote, shell) {
  /** @type {string[]} */
  const problems = [];
  if (!satisfies(shell.contract, remote.contractRange)) {
    problems.push(
      `${buildLabel(remote)} supports contract ${remote.contractRange}, ` +
        `but ${buildLabel(shell)} sends contract ${shell.contract}.`,
    );
  }
  for (const id of shell.uses.filter((used) => used.startsWith(`${remote.app}/`))) {
    if (!remote.exposes.includes(id.slice(remote.app.length + 1))) {
      problems.push(
        `${buildLabel(shell)} loads ${id}, which ${buildLabel(remote)} does not expose.`,
      );
    }
  }
  // Shared singletons, strictly: the one the shell loads must satisfy the remote's range, and
  // the remote's must satisfy the shell's (a shell deploy after it may not lower it).
  for (const [name, theirs] of Object.entries(remote.shared)) {
    const ours = shell.shared[name];
    if (!ours) continue;
    if (!satisfies(ours.version, theirs.requiredVersion)) {
      problems.push(
        `${buildLabel(remote)} requires ${name} ${theirs.requiredVersion}, ` +
          `but ${buildLabel(shell)} provides ${ours.version}.`,
      );
    }
    if (!satisfies(theirs.version, ours.requiredVersion)) {
      problems.push(
        `${buildLabel(shell)} requires ${name} ${ours.requiredVersion}, ` +
          `but ${buildLabel(remote)} was built with ${theirs.version}.`,
      );
    }
  }
  return problems;
}

/**
 * @param {BuildInfo} candidate the build about to be served
 * @param {Record<string, BuildInfo | null>} running what each app serves now, by app name; null
 *   for an app whose build records no identity
 * @returns {string[]} each mismatch in words; none when the candidate fits
 */
export function compatibilityProblems(candidate, running) {
  // A remote is checked against the shell alone; a shell against every remote.
  const unknown = Object.entries(running)
    .filter(
      ([app, info]) =>
        info === null && (candidate.app === 'shell' ? app !== 'shell' : app === 'shell'),
    )
    .map(([app]) => `${app} serves a build that records no identity: it cannot be checked.`);
  if (candidate.app === 'shell') {
    const remotes = Object.values(running).filter(
      /** @returns {info is BuildInfo} */ (info) => info !== null && info.app !== 'shell',
    );
    return [...unknown, ...remotes.flatMap((remote) => remoteAgainstShell(remote, candidate))];
  }
  const shell = running.shell;
  return shell ? [...unknown, ...remoteAgainstShell(candidate, shell)] : unknown;
}
