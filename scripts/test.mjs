// @ts-check
/**
 * `npm test`: the unit and component tests of every package (jest), then a production build and
 * the Playwright suites against it (or against BASE_URL, without building), then the skew matrix
 * on the local builds (scripts/matrix.mjs; not with BASE_URL). Ends with one line counting them
 * all: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const matrixReport = path.join(reports, 'matrix.json');
for (const report of [jestReport, playwrightReport, matrixReport])
  fs.rmSync(report, { force: true });

/** @param {string} command @param {string[]} args */
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0;

/** @param {string} file */
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

let stepsFailed = 0;
if (!run('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`])) stepsFailed += 1;

const built = process.env.BASE_URL ? true : run('npm', ['run', 'build']);
if (!built) {
  console.error('The production build failed: the end-to-end suites did not run.');
  stepsFailed += 1;
} else {
  if (!run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])) stepsFailed += 1;
  if (!process.env.BASE_URL && !run('node', ['scripts/matrix.mjs'])) stepsFailed += 1;
}

const jest = readJson(jestReport);
/** @param {string} file a Playwright JSON report @returns {{ passed: number, failed: number }} */
const playwrightCounts = (file) => {
  const stats = readJson(file)?.stats;
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
};
const playwright = playwrightCounts(playwrightReport);
const matrix = playwrightCounts(matrixReport);
const passed = (jest?.numPassedTests ?? 0) + playwright.passed + matrix.passed;
const failed = (jest?.numFailedTests ?? 0) + playwright.failed + matrix.failed;
console.log(`\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed`);
console.log(`playwright: ${playwright.passed} passed, ${playwright.failed} failed`);
console.log(`skew matrix: ${matrix.passed} passed, ${matrix.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
