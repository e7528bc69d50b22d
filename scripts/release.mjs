// @ts-check
/**
 * `npm run release -w @practice/<app>`: tags HEAD as the app's next release, `release/<app>/<n>`
 * (scripts/release-tags.mjs says why numbered), annotated with the package's version. Refuses when
 * the app's folder has changes not committed (the tag would not name what was built), or when
 * HEAD is already its latest release. Pushing the tag is the pipeline's step: `git push origin
 * release/<app>/<n>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appOfFolder } from '../server/registry.mjs';
import { git, releaseTags } from './release-tags.mjs';

const appDir = process.cwd();
const app = appOfFolder(path.basename(appDir));
if (!app) {
  console.error(
    `${appDir} is no app of the registry: run it as npm run release -w @practice/<app>.`,
  );
  process.exit(2);
}
try {
  if (git('status', '--porcelain', '--', appDir)) {
    throw new Error(`${app.dir} has changes not committed: commit them, then release.`);
  }
  const head = git('rev-parse', 'HEAD');
  const [latest] = releaseTags(app.name);
  if (latest?.commit === head) throw new Error(`HEAD is already ${latest.tag}.`);
  const tag = `release/${app.name}/${(latest?.n ?? 0) + 1}`;
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  git('tag', '-a', tag, '-m', `${app.package} ${version} at ${head.slice(0, 12)}`, head);
  console.log(`Tagged ${tag} (${app.package} ${version}, ${head.slice(0, 12)}).`);
  console.log(`Push it with: git push origin ${tag}`);
} catch (error) {
  console.error(`No release tagged: ${error instanceof Error ? error.message.trim() : error}`);
  process.exit(1);
}
