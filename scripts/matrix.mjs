// @ts-check
/**
 * `npm run test:matrix` (after `npm run build`; `.ci/run` runs it after `npm test`): the skew
 * matrix. Builds each app's previous release once (previous-builds.mjs), then runs the
 * composition suite of e2e/matrix/ on every combination with one app off today's commit: each
 * app's previous release beside the others' current builds, and each app's current build beside
 * the others' previous releases: how each route composes (composition-matrix.spec.ts) and how
 * it looks against the visual suite's baselines (visual-matrix.spec.ts). Its Playwright reports
 * are reports/matrix.json (counted by scripts/test-counts.mjs) and reports/matrix-html/; exits 1
 * when a combination fails or the matrix cannot be built.
 *
 * A clone without the history it needs (CI's shallow checkout) is deepened first; where that
 * fails the matrix fails, saying why: it never passes without having run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '../server/registry.mjs';
import { plantIncompatible } from './planted-build.mjs';
import { buildPreviousReleases } from './previous-builds.mjs';
import { git, root } from './release-tags.mjs';

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const reports = path.join(root, 'reports');
const buildsFile = path.join(reports, 'matrix-builds.json');
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(path.join(reports, 'matrix.json'), { force: true });

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`\nThe skew matrix did not run: ${message}`);
  process.exit(1);
}

const unbuilt = apps.filter((app) => !fs.existsSync(path.join(root, app.dir, 'dist')));
if (unbuilt.length > 0)
  fail(`no current build of ${unbuilt.map((app) => app.dir).join(', ')}: run npm run build first.`);

let shallow;
try {
  shallow = git('rev-parse', '--is-shallow-repository') === 'true';
} catch {
  fail(`${root} is not a git checkout: the previous releases come from its history.`);
}
if (shallow) {
  console.log('A shallow clone: fetching the history and release tags the matrix needs.');
  const fetched = spawnSync('git', ['fetch', '--quiet', '--unshallow', '--tags'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (fetched.status !== 0)
    fail(
      'this clone is shallow and git fetch --unshallow failed: check out with full history (fetch-depth: 0).',
    );
}

/** @type {{ area: string, previous: import('./previous-builds.mjs').Previous[] }} */
let builds;
const kept = fs.existsSync(buildsFile) ? JSON.parse(fs.readFileSync(buildsFile, 'utf8')) : null;
if (
  process.env.MATRIX_REUSE &&
  kept?.previous.every((/** @type {{ build: string }} */ p) => fs.existsSync(p.build))
) {
  console.log(`Reusing the previous releases built in ${kept.area} (MATRIX_REUSE).`);
  builds = kept;
} else {
  console.log('The previous release of each app:');
  try {
    builds = await buildPreviousReleases();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
const { area, previous } = builds;
const built = seconds();
const planted = plantIncompatible(area);
if ('plantedMissing' in planted)
  console.log(`No planted incompatible build: ${planted.plantedMissing}`);
fs.writeFileSync(buildsFile, JSON.stringify({ area, previous, ...planted }, null, 2));

// Never writes a baseline: the visual check compares with today's (e2e/visual/baselines/).
const suite = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/matrix/playwright.config.ts', '--update-snapshots=none'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MATRIX_BUILDS: buildsFile },
  },
);
// Kept for the next run with MATRIX_KEEP=1 (then MATRIX_REUSE=1).
if (!process.env.MATRIX_KEEP) fs.rmSync(area, { recursive: true, force: true });
console.log(
  `\nThe skew matrix: ${previous.length * 2} combinations, built in ${built} s, ` +
    `all in ${seconds()} s.`,
);
console.log(
  `HTML report (expected, actual, difference and trace of each failure, and what a previous ` +
    `release draws differently): ${path.join(reports, 'matrix-html/index.html')}`,
);
process.exit(suite.status === 0 ? 0 : 1);
