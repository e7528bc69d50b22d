import { defineConfig, devices } from '@playwright/test';
import { liftPageRate, suiteBrowser } from '../support/chromium.mjs';
import { BASELINES_TEMPLATE, visualExpect, visualUse } from '../support/visual-settings.mjs';
import { combinations, readMatrixBuilds, type Combination } from './combinations';

liftPageRate();
const builds = readMatrixBuilds();

/**
 * The skew matrix (`npm run test:matrix`, scripts/matrix.mjs, which builds the previous releases
 * first): each combination is a project, which serves a site of its own (matrix/site.ts), two
 * at a time.
 */
export default defineConfig<object, { combination: Combination }>({
  testDir: '.',
  outputDir: '../../reports/matrix-artifacts',
  timeout: 45_000,
  // visual-matrix.spec.ts compares with the visual suite's baselines, under its thresholds; a
  // matrix run never writes one (scripts/matrix.mjs passes --update-snapshots=none).
  expect: visualExpect,
  snapshotPathTemplate: `../visual/baselines/${BASELINES_TEMPLATE}`,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../reports/matrix-html' }],
    ['json', { outputFile: '../../reports/matrix.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    ...suiteBrowser,
    ...visualUse,
  },
  // Without builds, the suite's one test says how to make them.
  projects: [
    ...(builds ? combinations(builds) : []).map((combination) => ({
      name: combination.name,
      testMatch: /(composition|visual)-matrix\.spec\.ts/,
      use: { combination },
    })),
    {
      name: 'planted incompatible blog',
      testMatch: /planted-incompatible\.spec\.ts/,
      use: {
        combination: {
          name: 'planted incompatible blog',
          builds: builds?.planted ? { blog: builds.planted.build } : {},
        },
      },
    },
  ],
});
