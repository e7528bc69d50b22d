import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { registryApps } from '../support/engines';
import { copyRemote, DevCommand } from '../support/dev-command';
import { untilAnswering } from '../support/processes';
import {
  reportOwners,
  SCREENS,
  settleStandalone,
  standaloneLook,
  type Difference,
} from '../support/visual';

/**
 * Each remote's own page, as its team develops it (`npm run dev -w <remote>`: the standalone page
 * server-rendered from a development build), at each width, with baselines of the remote's own:
 * a change to the blog shows in the blog's images. The real dev command over a temporary copy of
 * the remote, on ports of their own (PORT_OFFSET + 1000: the suite's other sites have 400 to 900).
 */
test.skip(!!process.env.BASE_URL, 'runs local development builds');

const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0) + 1000;
const FIRST_BUILD_MS = 120_000;

const remotes = [
  {
    name: 'blog',
    dir: 'mf-blog',
    pages: ['/blog/', '/blog/Flu-Shots-Are-Now-Available-at-Our-Millbrook-Office/', '/latest'],
  },
  { name: 'team', dir: 'mf-team', pages: ['/ourteam/', '/ourteam/Samuel_Osei/'] },
  { name: 'careers', dir: 'mf-careers', pages: ['/career/'] },
  { name: 'reviews', dir: 'mf-reviews', pages: ['/'] },
];

for (const remote of remotes) {
  test.describe(remote.name, { tag: `@${remote.name}` }, () => {
    // The dev command serves at the registry's port plus `offset`; registryApps() has added
    // PORT_OFFSET already.
    const port = registryApps().find((app) => app.name === remote.name)!.port + 1000;
    let copy: string;
    let dev: DevCommand;
    let stub: ChildProcess | undefined;

    test.beforeAll(async () => {
      test.setTimeout(FIRST_BUILD_MS + 30_000);
      copy = copyRemote(root, remote.dir);
      // What `npm run dev -w <remote>` runs first (the careers' PDFs).
      const predev = spawnSync('npm', ['run', 'predev', '--if-present'], {
        cwd: path.join(copy, remote.dir),
        encoding: 'utf8',
      });
      if (predev.status !== 0) throw new Error(`predev failed:\n${predev.stderr}`);
      dev = new DevCommand(
        path.join(root, 'server/run/dev-remote.mjs'),
        path.join(copy, remote.dir),
        offset,
      );
      if (remote.name === 'reviews') {
        // The reviews page asks the provider stub two ports above its own, as npm start places it.
        stub = spawn(process.execPath, [path.join(root, 'mf-reviews/stub/dist/main.js')], {
          env: { ...process.env, PORT: String(port + 2) },
          stdio: 'ignore',
        });
        await untilAnswering(`http://localhost:${port + 2}/__stub/health`);
      }
      await dev.printed('standalone at', FIRST_BUILD_MS);
    });

    test.afterAll(async () => {
      await dev?.stop();
      stub?.kill();
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    });

    // One test for all the remote's images, so that one that differs does not keep the others
    // from being compared (a failed test ends its worker, and with it the development server).
    test(`its pages at ${SCREENS.map((screen) => screen.width).join(', ')} px`, async ({
      page,
    }) => {
      test.setTimeout(20_000 * SCREENS.length * remote.pages.length);
      const differences: Difference[] = [];
      for (const screen of SCREENS) {
        for (const address of remote.pages) {
          await test.step(`${address} at ${screen.width} px`, async () => {
            await page.setViewportSize(screen);
            await page.goto(`http://localhost:${port}${address}`);
            await settleStandalone(page);
            differences.push(...(await standaloneLook(page, remote.name, address)));
          });
        }
      }
      reportOwners(differences);
    });
  });
}
