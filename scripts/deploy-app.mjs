// @ts-check
/**
 * `npm run deploy -w @practice/<app>`: builds one app and publishes it into the build folder its running
 * server serves (dist/), with no step for any other app. The next request renders with the new
 * build: its server loads the new server bundle, and the composed pages include what it renders.
 *
 * Nothing is served half-deployed, and pages already open keep working: new hashed files are
 * written first, then the files with fixed names (entry, manifest) each replaced in one rename,
 * and the server bundle last. The previous builds' hashed files stay (the last three deploys').
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const KEEP_DEPLOYS = 3;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
const SERVER_BUNDLE = 'server/render.js';

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const staging = path.join(appDir, '.deploy-build');

/** @param {string} dir @returns {string[]} files below it, relative */
const filesIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    : [];

/** Writes the file under its final name in one rename, so no request sees it half-written. */
function publish(/** @type {string} */ file) {
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.copyFileSync(path.join(staging, file), temporary);
  fs.renameSync(temporary, target);
}

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

const files = filesIn(staging);
const ledgerFile = path.join(dist, '.deploys.json');
/** @type {string[][]} the files of each earlier deploy, newest last */
const earlier = fs.existsSync(ledgerFile)
  ? JSON.parse(fs.readFileSync(ledgerFile, 'utf8'))
  : [filesIn(dist)];

const [hashed, named] = [files.filter((f) => HASHED.test(f)), files.filter((f) => !HASHED.test(f))];
for (const file of hashed) {
  if (!fs.existsSync(path.join(dist, file))) publish(file);
}
for (const file of named.filter((f) => f !== SERVER_BUNDLE)) publish(file);
publish(SERVER_BUNDLE);

const deploys = [...earlier, files].slice(-KEEP_DEPLOYS);
fs.writeFileSync(ledgerFile, JSON.stringify(deploys));
const kept = new Set(deploys.flat());
for (const file of filesIn(dist)) {
  if (HASHED.test(file) && !kept.has(file)) fs.rmSync(path.join(dist, file));
}
fs.rmSync(staging, { recursive: true, force: true });
console.log(`Deployed ${path.basename(appDir)}: the next request renders with this build.`);
