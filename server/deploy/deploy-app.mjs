// @ts-check
/**
 * `npm run deploy -w @practice/<app>`: builds one app and publishes it into the build folder its
 * running server serves (dist/), with no step for any other app. The next request renders with the
 * new build: the server serves whichever build dist/current points at, and loads its bundle anew.
 *
 *   node server/deploy/deploy-app.mjs               (in the app's folder) build, then publish
 *   node server/deploy/deploy-app.mjs --from <dir>  publish a build made before (tests, a CI artifact)
 *
 * How a build is published, whole or not at all: server/deploy/publish.mjs. Once it is served, what
 * the app contributed to the site's cache tier is purged (purge-cache.mjs), so the next request
 * is rendered by the new build even where the cache had an answer. Before anything is switched,
 * the build is checked against what the other apps serve (check-candidate.mjs): a build that does not
 * fit is refused, with each mismatch, and nothing is published. One deploy or rollback of an app
 * at a time (deploy-lock.mjs): a second waits for the first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { refuseUnfit } from './check-candidate.mjs';
import { takeDeployLock } from './deploy-lock.mjs';
import { publishBuild } from './publish.mjs';
import { purgeTag, tagOf } from './purge-cache.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const appDir = process.cwd();
const dist = path.join(appDir, 'dist');

let release;
try {
  release = await takeDeployLock(appDir, `a deploy of ${path.basename(appDir)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (values.from) {
  await refuseUnfit(path.resolve(values.from), { appDir, action: 'deployed', cleanUp: release });
  publishBuild(path.resolve(values.from), dist);
} else {
  const staging = path.join(appDir, '.deploy-build');
  fs.rmSync(staging, { recursive: true, force: true });
  // The app's own build script, written to the staging folder.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: staging },
  });
  if (build.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    console.error('The build failed: nothing was deployed.');
    process.exit(1);
  }
  const removeStaging = () => fs.rmSync(staging, { recursive: true, force: true });
  await refuseUnfit(staging, {
    appDir,
    action: 'deployed',
    cleanUp: () => {
      removeStaging();
      release();
    },
  });
  publishBuild(staging, dist);
  removeStaging();
}
release();
const tag = tagOf(appDir);
const purged = purgeTag(tag);
console.log(
  `Deployed ${path.basename(appDir)}: the next request renders with this build` +
    (purged ? ` (${purged} cached answers tagged ${tag} purged).` : '.'),
);
