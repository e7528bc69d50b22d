// @ts-check
/**
 * `npm test`: the unit and component tests of every package (jest), then a production build and
 * the Playwright suites against it (or against BASE_URL, without building), the visual suite
 * among them (the project `visual` of the same config). Ends with where Playwright's HTML report
 * is, then one line counting everything: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
fs.rmSync(jestReport, { force: true });
fs.rmSync(playwrightReport, { force: true });

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
} else if (!run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])) {
  stepsFailed += 1;
}

const jest = readJson(jestReport);
const playwright = readJson(playwrightReport);
const passed =
  (jest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
console.log(`\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed`);
console.log(
  `playwright: ${(playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0)} passed, ${playwright?.stats.unexpected ?? 0} failed`,
);
if (playwright) {
  console.log(
    `HTML report (expected, actual, difference and trace of each failure): ${path.join(reports, 'playwright-html/index.html')}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
