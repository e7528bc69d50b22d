// @ts-check
/**
 * Whether an app's build fits what a site serves (compatibility.mjs), as the deploy checks before
 * it switches, and as a pipeline's gate (compose, Kubernetes):
 *
 *   npm run can-i-deploy -w @practice/mf-blog -- --against https://www.example [--build DIR]
 *
 * The build is the app's own (its dist/, or the build it serves) unless `--build` names one.
 * Exit code 0 when it fits, 1 with a line for each mismatch when it does not (or when the site
 * cannot be read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { servedRoot } from '../app-server/served-build.mjs';
import { buildName, checkCandidate } from './compatibility.mjs';
import { LOCAL_SITE, servedBuilds } from './served-builds.mjs';

/** @typedef {import('../app-server/build-info.mjs').BuildInfo} BuildInfo */

/**
 * @param {string} build a build's folder
 * @returns {BuildInfo}
 */
function candidateIn(build) {
  const file = path.join(build, 'build-info.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the app first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Checks the build in `build` against the site at `against`.
 * @param {string} build
 * @param {string} against
 * @returns {Promise<{ fits: boolean, report: string }>} what to print
 */
export async function canIDeploy(build, against) {
  const candidate = candidateIn(build);
  const { mismatches, unchecked } = checkCandidate(candidate, await servedBuilds(against));
  const notes = unchecked.map(
    (app) => `  (${app} at ${against} does not say which build it is: not checked against it)`,
  );
  if (mismatches.length === 0) {
    return {
      fits: true,
      report: [`${buildName(candidate)} fits what ${against} serves.`, ...notes].join('\n'),
    };
  }
  return {
    fits: false,
    report: [
      `${buildName(candidate)} does not fit what ${against} serves:`,
      ...mismatches.map((line) => `  - ${line}`),
      ...notes,
    ].join('\n'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { against: { type: 'string', default: LOCAL_SITE }, build: { type: 'string' } },
  });
  const build = values.build
    ? path.resolve(values.build)
    : servedRoot(path.join(process.cwd(), 'dist'));
  try {
    const { fits, report } = await canIDeploy(build, values.against);
    (fits ? console.log : console.error)(report);
    process.exit(fits ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
