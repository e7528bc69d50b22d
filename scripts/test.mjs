// @ts-check
/**
 * `npm test`: the unit and component tests of every package (jest), then a production build and
 * the Playwright suites against it (or against BASE_URL, without building), the visual suite
 * among them (the project `visual` of the same config). Ends with where Playwright's HTML report
 * is, then one line counting everything: `N passed, N failed` (scripts/test-counts.mjs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const jestReport = path.join(reports, 'jest.json');
for (const report of ['jest.json', 'playwright.json', 'matrix.json', 'playwright-html'])
  fs.rmSync(path.join(reports, report), { recursive: true, force: true });
const htmlReport = path.join(reports, 'playwright-html/index.html');

/** @param {string} command @param {string[]} args */
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0;

let stepsFailed = 0;
if (!run('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`])) stepsFailed += 1;

const built = process.env.BASE_URL ? true : run('npm', ['run', 'build']);
if (!built) {
  console.error('The production build failed: the end-to-end suites did not run.');
  stepsFailed += 1;
} else if (!run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])) {
  stepsFailed += 1;
}

// This run's own (the one a run before left was removed above).
if (fs.existsSync(htmlReport))
  console.log(
    `\nHTML report (expected, actual, difference and trace of each failure): ${htmlReport}\n` +
      'Open it with: npx playwright show-report reports/playwright-html',
  );
// The matrix's report was removed above: the skew matrix is a step of CI's own, not of npm test.
const counted = run('node', ['scripts/test-counts.mjs']);
process.exit(stepsFailed > 0 || !counted ? 1 : 0);
