// @ts-check
/**
 * Per-app release tags, `release/<app>/<n>` (n counting 1, 2, 3… per app): made by
 * `npm run release -w @practice/<app>` (scripts/release.mjs), read by the skew matrix
 * (scripts/matrix.mjs) for each app's previous release. Numbered rather than `<app>@<version>`:
 * the packages' versions are not bumped on every release, and a number never collides, sorts as a
 * release order, and falls under one ref pattern a pipeline can fetch (`refs/tags/release/*`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** @param {string[]} args @returns {string} git's output, trimmed */
export const git = (...args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/**
 * An app's release tags whose commit HEAD contains, newest first.
 * @param {string} app its name in the registry
 * @returns {Array<{ tag: string, n: number, commit: string }>}
 */
export function releaseTags(app) {
  const prefix = `release/${app}/`;
  return git('tag', '--list', `${prefix}*`, '--merged', 'HEAD')
    .split('\n')
    .filter((tag) => /^\d+$/.test(tag.slice(prefix.length)))
    .map((tag) => ({
      tag,
      n: Number(tag.slice(prefix.length)),
      commit: git('rev-list', '-n', '1', tag),
    }))
    .sort((a, b) => b.n - a.n);
}
