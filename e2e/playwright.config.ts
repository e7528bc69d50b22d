import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { liftPageRate, suiteBrowser } from './support/chromium.mjs';
import { BASELINES_TEMPLATE, visualExpect, visualUse } from './support/visual-settings.mjs';

/**
 * The cross-remote suites. Locally they run against the production builds served as `npm start`
 * serves them (server/run/serve.mjs: every app's server, composed by nginx where it is installed,
 * as deployed, else by the embedded engine; ENGINE=nginx|embedded chooses); with BASE_URL they
 * run against any deployment, starting nothing. Whichever composes, engine-differential.spec.ts
 * runs both engines side by side (the hostile corpus included) and embedded-start.spec.ts serves
 * a site with the embedded engine, so the full suite runs once.
 */
const baseURL =
  process.env.BASE_URL ?? `http://localhost:${3000 + Number(process.env.PORT_OFFSET ?? 0)}`;
// The remotes answer fragments only to requests with the secret the site was started with: the
// suites that send fragment requests themselves must know it (workers inherit it from here).
process.env.FRAGMENT_SECRET ||= randomBytes(24).toString('base64url');
// The upload function gives up on a stalled body after 30 s; the hostile corpus holds one open
// and waits for that, so the suite's function gives up sooner.
process.env.BODY_IDLE_TIMEOUT_SECONDS ||= '3';
liftPageRate();

export default defineConfig({
  testDir: './tests',
  outputDir: '../reports/playwright-artifacts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../reports/playwright-html' }],
    ['json', { outputFile: '../reports/playwright.json' }],
  ],
  use: {
    baseURL,
    ...suiteBrowser,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(remote-deploy|zero-downtime)\.spec\.ts/,
    },
    // How every key page and state looks, compared with the baselines committed beside the suite
    // (`npm run test:visual`; `npm run test:visual:update` rewrites what changed).
    {
      name: 'visual',
      testDir: './visual',
      // Up to some ten full-page captures a test (the shell's and each slot's, two of each when
      // they must settle), of pages up to 10,000 px tall, on a shared 2-core machine.
      timeout: 90_000,
      snapshotPathTemplate: `{testDir}/baselines/${BASELINES_TEMPLATE}`,
      use: { ...devices['Desktop Chrome'], ...visualUse },
      // The thresholds, with why: e2e/support/visual-settings.mjs (the skew matrix's too).
      expect: visualExpect,
    },
    // A remote deployed while the site runs changes what it serves: only after every other suite.
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /remote-deploy\.spec\.ts/,
      dependencies: ['chromium', 'visual'],
    },
    // Deploys the blog too (the build it serves, under load): not beside remote-deploy's deploys.
    {
      name: 'zero-downtime',
      testMatch: /zero-downtime\.spec\.ts/,
      dependencies: ['deploy'],
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        // exec: the supervisor is Playwright's own child, so it stops everything even when the
        // runner is killed rather than ended (a shell in between would outlive the runner).
        command: 'exec node server/run/serve.mjs',
        cwd: '..',
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
