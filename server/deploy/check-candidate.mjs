// @ts-check
/**
 * Whether a build fits what a site serves now (compatibility.mjs): the check `npm run deploy` and
 * `npm run rollback` run before they switch anything, and `npm run can-i-deploy` runs alone.
 */
import path from 'node:path';
import { buildLabel } from '../app-server/build-info.mjs';
import { compatibilityProblems } from './compatibility.mjs';
import { buildInfoIn, buildsAt, servedBuilds } from './running-builds.mjs';

/**
 * @param {string} candidateDir the build to check
 * @param {{ against: string } | { checkout: string }} site a deployment's URL, or the folder of
 *   a checkout whose apps' served builds it is checked against
 * @returns {Promise<{ label: string, problems: string[] }>}
 */
export async function checkCandidate(candidateDir, site) {
  const candidate = buildInfoIn(candidateDir);
  if (!candidate) {
    return {
      label: candidateDir,
      problems: [`${candidateDir} holds no build that records its identity (build-info.json).`],
    };
  }
  const running = 'against' in site ? await buildsAt(site.against) : servedBuilds(site.checkout);
  return { label: buildLabel(candidate), problems: compatibilityProblems(candidate, running) };
}

/**
 * Exits with 1, having switched nothing, when an app's build does not fit what the other apps
 * beside it serve (a checkout's, or an image's, app folders).
 * @param {string} build
 * @param {object} options
 * @param {string} options.appDir the app's folder
 * @param {'deployed' | 'rolled back'} options.action what would have been done, for the message
 * @param {() => void} options.cleanUp what to undo before exiting
 */
export async function refuseUnfit(build, { appDir, action, cleanUp }) {
  const { label, problems } = await checkCandidate(build, { checkout: path.dirname(appDir) });
  if (problems.length === 0) return;
  console.error(`Refused: ${label} does not fit what the site serves; nothing was ${action}.`);
  for (const problem of problems) console.error(`  - ${problem}`);
  cleanUp();
  process.exit(1);
}
