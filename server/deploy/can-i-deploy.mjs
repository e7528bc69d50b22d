// @ts-check
/**
 * `npm run can-i-deploy -w @practice/<app> [-- --against URL] [--build DIR]`: whether the app's
 * build (dist/, or DIR) fits what a site serves now: this checkout's served builds, or the
 * deployment at URL (a compose or Kubernetes pipeline gates on its exit code: 0 fits, 1 does
 * not, 2 could not check). The checks: check-candidate.mjs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { servedRoot } from '../app-server/served-build.mjs';
import { appOfFolder } from '../registry.mjs';
import { checkCandidate } from './check-candidate.mjs';

const { values } = parseArgs({
  options: { against: { type: 'string' }, build: { type: 'string' } },
});
const appDir = process.cwd();
const name = appOfFolder(path.basename(appDir))?.name ?? path.basename(appDir);
const where = values.against ?? 'this checkout';
try {
  const { label, problems } = await checkCandidate(
    values.build ? path.resolve(values.build) : servedRoot(path.join(appDir, 'dist')),
    values.against ? { against: values.against } : { checkout: path.dirname(appDir) },
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
