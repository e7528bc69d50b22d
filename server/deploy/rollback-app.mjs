// @ts-check
/**
 * `npm run rollback -w @practice/<app>`: the app serves again the build it served before its last
 * deploy, in one step. That build is published anew, as a deploy publishes (publish.mjs: one
 * rename, the servers load it at their next request, the hashed files of the builds before stay
 * reachable for open tabs), and the app's cache tag is purged. Like `kubectl rollout undo`, a
 * second rollback goes back to the build the first one left. With no earlier build kept (never
 * deployed, or the deploy before has been replaced since) it says so and changes nothing. The
 * earlier build is checked against what the other apps serve now, as a deploy is
 * (check-candidate.mjs): another app may have deployed since that no longer fits it.
 */
import path from 'node:path';
import { servedRoot } from '../app-server/served-build.mjs';
import { refuseUnfit } from './check-candidate.mjs';
import { takeDeployLock } from './deploy-lock.mjs';
import { publishBuild, servedBefore } from './publish.mjs';
import { purgeTag, tagOf } from './purge-cache.mjs';

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const app = path.basename(appDir);

/** The build served now, as a person reads it. @param {string} dist */
const served = (dist) => path.relative(dist, servedRoot(dist)) || 'the plain build in dist/';

try {
  const release = await takeDeployLock(appDir, `a rollback of ${app}`);
  const before = servedBefore(dist);
  if (!before) {
    console.error(
      `No previous build of ${app} to roll back to: it serves ${served(dist)}, and no build ` +
        'it replaced is kept. Nothing was changed.',
    );
    process.exit(1);
  }
  await refuseUnfit(before, { appDir, action: 'rolled back', cleanUp: release });
  const from = served(dist);
  publishBuild(before, dist);
  release();
  const purged = purgeTag(tagOf(appDir));
  console.log(
    `Rolled ${app} back from ${from} to the build it replaced (${path.relative(appDir, before)}, ` +
      `now ${served(dist)}): the next request renders with it` +
      (purged ? ` (${purged} cached answers tagged ${tagOf(appDir)} purged).` : '.'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
