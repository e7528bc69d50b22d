import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appHydrated } from '../support/fixtures';
import { loadAllWidgets } from '../support/widgets';
import { readMatrixBuilds } from './combinations';
import { expect, test } from './site';

/**
 * The planted incompatible change (scripts/planted-build.mjs): today's blog declaring a contract
 * range no shell satisfies, served beside everyone else's current build. The contract check
 * refuses it before a deploy, and the shell shows the blog's notice where the blog would be,
 * on its routes and in Home's widget, never a broken page.
 */
const root = path.resolve(__dirname, '../..');
const builds = readMatrixBuilds();
const planted = builds?.planted;

test.skip(!planted, builds?.plantedMissing ?? 'no planted build: run npm run test:matrix');

test('the deploy check refuses the planted build against the running site', async ({ site }) => {
  const check = spawnSync(
    'npm',
    [
      'run',
      '-s',
      'can-i-deploy',
      '-w',
      '@practice/mf-blog',
      '--',
      '--against',
      site.baseURL,
      '--build',
      planted!.build,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(check.status, check.stdout + check.stderr).toBe(1);
  expect(check.stderr).toMatch(
    /^blog@\S+ cannot be deployed against http:\S+:\n {2}- blog@\S+ supports contract >=999\.0\.0, but shell@\S+ sends contract \d+\.\d+\.\d+\.$/m,
  );
});

for (const { path: route, status, notices } of [
  { path: '/blog/', status: 503, notices: 1 },
  { path: '/', status: 200, notices: 1 },
]) {
  test(`${route} shows the blog's notice in a whole page`, async ({ page, site }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${site.baseURL}${route}`);
    expect(response?.status()).toBe(status);
    expect(await response?.text()).toContain('data-remote-notice');
    await appHydrated(page);
    await loadAllWidgets(page);
    await expect(page.locator('[data-remote-notice]')).toHaveCount(notices);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
