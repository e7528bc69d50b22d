// @ts-check
/**
 * `npm run test:visual`: a production build (none with BASE_URL, which points the suite at a
 * deployment), then the visual suite (the Playwright project `visual`), then where its report is.
 *
 * `--no-build` skips the build (the builds of an `npm run build` just made are compared).
 *
 * `npm run test:visual:update` (`--update`): the same, rewriting the baselines of images that no
 * longer match (Playwright's `--update-snapshots=changed`; an image within the thresholds keeps its
 * file), deleting those no test makes any more, and listing from git what was added, changed and
 * removed under e2e/visual/baselines/, for review with the rest of the change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baselines = path.join(root, 'e2e/visual/baselines');
const report = path.join(root, 'reports/playwright-html/index.html');
const update = process.argv.includes('--update');
const noBuild = process.argv.includes('--no-build');
const extra = process.argv.slice(2).filter((arg) => !['--update', '--no-build'].includes(arg));

/** @param {string} command @param {string[]} args */
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0;

if (!process.env.BASE_URL && !noBuild && !run('npm', ['run', 'build'])) {
  console.error('The production build failed: the visual suite did not run.');
  process.exit(1);
}

const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=visual', ...extra];
if (update) args.push('--update-snapshots=changed');
// What the suite compared (VISUAL_BASELINES_USED): the baselines of a full run that are not in it
// are left over from pages, states or widths the suite no longer has.
const used = path.join(root, 'reports/visual-baselines-used.txt');
fs.rmSync(used, { force: true });
process.env.VISUAL_BASELINES_USED = used;
const passed = run('npx', args);

if (update) {
  // Only after a whole run that passed: a test that failed or timed out (a loaded machine) compared
  // nothing, and its baselines are not left over.
  if (extra.length === 0 && passed && fs.existsSync(used)) {
    const compared = new Set(fs.readFileSync(used, 'utf8').split('\n').filter(Boolean));
    // Every image compared has its baseline by now: a list that names others is wrong (the
    // paths as the suite writes them changed), and removing by it could remove every baseline.
    const unknown = [...compared].filter((file) => !fs.existsSync(file));
    if (unknown.length > 0) {
      console.error(
        `\nThe suite listed ${unknown.length} baselines that do not exist (${unknown[0]}, ...): none was removed.`,
      );
      process.exit(1);
    }
    for (const file of fs.readdirSync(baselines, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(baselines, file);
      if (file.endsWith('.png') && !compared.has(full)) fs.rmSync(full);
    }
  }
  if (!passed) console.log('\nSome tests failed: no baseline was removed; run the update again.');
  const status = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', path.relative(root, baselines)],
    { cwd: root, encoding: 'utf8' },
  ).stdout;
  /** @type {Record<string, string[]>} */
  const changes = { added: [], changed: [], removed: [] };
  for (const line of status.split('\n').filter(Boolean)) {
    const code = line.slice(0, 2);
    const file = line.slice(3);
    if (code.includes('D')) changes.removed.push(file);
    else if (code === '??' || code.includes('A')) changes.added.push(file);
    else changes.changed.push(file);
  }
  console.log('\nBaselines against the last commit (git status):');
  for (const [kind, files] of Object.entries(changes)) {
    console.log(`  ${kind}: ${files.length}`);
    for (const file of files) console.log(`    ${file}`);
  }
}

console.log(`\nHTML report (expected, actual, difference and trace of each failure): ${report}`);
console.log('Open it with: npx playwright show-report reports/playwright-html');
process.exit(passed ? 0 : 1);
