// @ts-check
/**
 * `npm run can-i-deploy -w @practice/<app> [-- --against URL] [--build DIR]`: whether the app's
 * build (dist/, or DIR) fits what a site serves now: this checkout's served builds, or the
 * deployment at URL (a compose or Kubernetes pipeline gates on its exit code). The checks:
 * compatibility.mjs. `npm run deploy` runs the same check before it switches.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildLabel } from '../app-server/build-info.mjs';
import { servedRoot } from '../app-server/served-build.mjs';
import { appOfFolder } from '../registry.mjs';
import { compatibilityProblems } from './compatibility.mjs';
import { buildInfoIn, buildsAt, servedBuilds } from './running-builds.mjs';

/**
 * @param {string} candidateDir the build to check
 * @param {string} [against] a deployment's URL; this checkout's served builds when absent
 * @returns {Promise<{ label: string, problems: string[] }>}
 */
export async function checkCandidate(candidateDir, against) {
  const candidate = buildInfoIn(candidateDir);
  if (!candidate) {
    return {
      label: candidateDir,
      problems: [`${candidateDir} holds no build that records its identity (build-info.json).`],
    };
  }
  const running = against ? await buildsAt(against) : servedBuilds();
  return { label: buildLabel(candidate), problems: compatibilityProblems(candidate, running) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { against: { type: 'string' }, build: { type: 'string' } },
  });
  const appDir = process.cwd();
  const name = appOfFolder(path.basename(appDir))?.name ?? path.basename(appDir);
  const where = values.against ?? 'this checkout';
  try {
    const { label, problems } = await checkCandidate(
      values.build ? path.resolve(values.build) : servedRoot(path.join(appDir, 'dist')),
      values.against,
    );
    if (problems.length > 0) {
      console.error(`${label} cannot be deployed against ${where}:`);
      for (const problem of problems) console.error(`  - ${problem}`);
      process.exit(1);
    }
    console.log(`${label} fits what ${where} serves: ${name} can be deployed.`);
  } catch (error) {
    console.error(
      `Could not check ${name} against ${where}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(2);
  }
}
