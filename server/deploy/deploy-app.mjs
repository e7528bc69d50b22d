// @ts-check
/**
 * `npm run deploy -w @practice/<app>`: builds one app and publishes it into the build folder its
 * running server serves (dist/), with no step for any other app. The next request renders with the
 * new build: the server serves whichever build dist/current points at, and loads its bundle anew.
 *
 *   node server/deploy/deploy-app.mjs               (in the app's folder) build, check, publish
 *   node server/deploy/deploy-app.mjs --from <dir>  publish a build made before (tests, a CI artifact)
 *   … --against <URL>                               the site to check against (the local one by default)
 *
 * Before it publishes, it checks the build against what the site serves (can-i-deploy.mjs): a
 * build that does not fit is refused, with a line for each mismatch, and nothing is published.
 * Where no site answers at all, nothing runs that the build could break, and it is published.
 *
 * How a build is published, whole or not at all: server/deploy/publish.mjs. Once it is served, what
 * the app contributed to the site's cache tier is purged (purge-cache.mjs), so the next request
 * is rendered by the new build even where the cache had an answer.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appOfFolder } from '../registry.mjs';
import { canIDeploy } from './can-i-deploy.mjs';
import { publishBuild } from './publish.mjs';
import { purgeTag } from './purge-cache.mjs';
import { LOCAL_SITE, NoAnswer } from './served-builds.mjs';

const { values } = parseArgs({
  options: { from: { type: 'string' }, against: { type: 'string', default: LOCAL_SITE } },
});
const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const staging = path.join(appDir, '.deploy-build');

/**
 * Publishes nothing and exits.
 * @param {string} why
 * @returns {never}
 */
function refuse(why) {
  fs.rmSync(staging, { recursive: true, force: true });
  console.error(`${why}\nNothing was deployed.`);
  process.exit(1);
}

/** @param {string} build */
async function checked(build) {
  try {
    const { fits, report } = await canIDeploy(build, values.against);
    if (!fits) refuse(report);
    console.log(report);
  } catch (error) {
    if (!(error instanceof NoAnswer))
      refuse(error instanceof Error ? error.message : String(error));
    console.log(`${error.message}: no site runs there to check the build against.`);
  }
  return build;
}

if (values.from) {
  publishBuild(await checked(path.resolve(values.from)), dist);
} else {
  fs.rmSync(staging, { recursive: true, force: true });
  // The app's own build script, written to the staging folder.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: staging },
  });
  if (build.status !== 0) refuse('The build failed.');
  publishBuild(await checked(staging), dist);
  fs.rmSync(staging, { recursive: true, force: true });
}
const tag = appOfFolder(path.basename(appDir))?.name ?? path.basename(appDir);
const purged = purgeTag(tag);
console.log(
  `Deployed ${path.basename(appDir)}: the next request renders with this build` +
    (purged ? ` (${purged} cached answers tagged ${tag} purged).` : '.'),
);
