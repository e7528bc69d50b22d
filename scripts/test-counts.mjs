// @ts-check
/**
 * Counts the test reports in reports/: jest.json, playwright.json and, once the skew matrix has
 * run (scripts/matrix.mjs), matrix.json. Prints a line per suite, then one line for all of them,
 * `N passed, N failed`, and exits 1 when a test failed. `npm test` ends with it, and `.ci/run`
 * once more after the matrix.
 */
import fs from 'node:fs';
import path from 'node:path';

const reports = path.resolve(import.meta.dirname, '../reports');

/** @param {string} name @returns {any} the report, null when the suite did not write one */
const read = (name) => {
  const file = path.join(reports, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

/** @param {any} report a Playwright JSON report (flaky tests passed on a retry) */
const playwrightCounts = (report) => ({
  passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0),
  failed: report?.stats.unexpected ?? 0,
});

const jest = read('jest.json');
const suites = [
  { name: 'jest', passed: jest?.numPassedTests ?? 0, failed: jest?.numFailedTests ?? 0 },
  { name: 'playwright', ...playwrightCounts(read('playwright.json')) },
];
const matrix = read('matrix.json');
if (matrix) suites.push({ name: 'skew matrix', ...playwrightCounts(matrix) });

console.log('');
for (const suite of suites)
  console.log(`${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
