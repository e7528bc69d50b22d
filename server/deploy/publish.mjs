// @ts-check
/**
 * Publishes a finished build into an app's dist/ so that an interruption at any moment (a kill, a
 * power cut) leaves the previous build serving, whole, and the next deploy working: the build is
 * copied into a folder of its own, `dist/builds/<id>/`, completed there, and served from the
 * moment one rename points `dist/current` at it (server/app-server/served-build.mjs). Until that
 * rename nothing served has changed; after it, only what is no longer served is removed.
 *
 * The hashed files of the last three deploys stay reachable, so a tab opened before a deploy still
 * loads its chunks: each build folder carries (hard links to) the earlier ones' hashed files, and
 * its ledger `.deploys.json` lists each deploy's hashed files, newest last.
 *
 * Each build also names the build it replaced (`.served-before`), which a rollback publishes again
 * (rollback-app.mjs).
 *
 * Test hook: with DEPLOY_PAUSE_AT=n the publish stops before its n-th step, writes
 * `paused before step n: <name>` on stdout and waits there to be killed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILDS, CURRENT, servedRoot } from '../app-server/served-build.mjs';

const KEEP_DEPLOYS = 3;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
const LEDGER = '.deploys.json';
const SERVED_BEFORE = '.served-before';
const BESIDE = new Set([BUILDS, CURRENT]);

let steps = 0;
/** @param {string} name */
function step(name) {
  steps += 1;
  if (Number(process.env.DEPLOY_PAUSE_AT) !== steps) return;
  fs.writeSync(1, `paused before step ${steps}: ${name}\n`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

/**
 * @param {string} dir
 * @returns {string[]} the hashed files below it, relative, but none of other builds in it
 */
const hashedIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => HASHED.test(file) && !file.startsWith(BUILDS + path.sep))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());

/**
 * Writes a folder's files and entries through to the disk, so that after a power cut the link
 * never names a build that was only partly on it.
 * @param {string} dir
 * @param {string[]} entries below it, relative ('' for itself)
 */
function flush(dir, entries) {
  for (const entry of entries) {
    const fd = fs.openSync(path.join(dir, entry), 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  }
}

/**
 * @param {string} from the finished build
 * @param {string} dist the app's build folder, which its server serves
 */
export function publishBuild(from, dist) {
  fs.mkdirSync(path.join(dist, BUILDS), { recursive: true });
  // Real paths throughout, as servedRoot() answers: what is kept is compared by path.
  dist = fs.realpathSync(dist);
  const previous = servedRoot(dist);
  const id = `${Date.now()}-${process.pid}`;
  const build = path.join(dist, BUILDS, id);

  step('copy the build into its own folder');
  // A plain build republished (a rollback to it) is dist/ itself: without the builds beside it.
  fs.mkdirSync(build);
  for (const entry of fs
    .readdirSync(from)
    .filter((name) => fs.realpathSync(from) !== dist || !BESIDE.has(name)))
    fs.cpSync(path.join(from, entry), path.join(build, entry), { recursive: true });

  step("carry the earlier deploys' hashed files");
  const ledgerFile = path.join(previous, LEDGER);
  /** @type {string[][]} */
  const earlier = fs.existsSync(ledgerFile)
    ? JSON.parse(fs.readFileSync(ledgerFile, 'utf8'))
    : [hashedIn(previous)];
  const deploys = [...earlier, hashedIn(build)].slice(-KEEP_DEPLOYS);
  // Only hashed names: a ledger of the earlier deploy script lists every file.
  for (const file of new Set(deploys.flat().filter((name) => HASHED.test(name)))) {
    const [source, target] = [path.join(previous, file), path.join(build, file)];
    if (fs.existsSync(target) || !fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.linkSync(source, target);
  }

  step('write the ledger');
  fs.writeFileSync(path.join(build, LEDGER), JSON.stringify(deploys));
  fs.writeFileSync(path.join(build, SERVED_BEFORE), path.relative(dist, previous) || '.');

  step('switch dist/current to the build');
  flush(build, ['', ...fs.readdirSync(build, { recursive: true, encoding: 'utf8' })]);
  // Made beside the builds, where the next deploy clears it away should this one stop here.
  const link = `${build}.link`;
  fs.symlinkSync(path.join(BUILDS, id), link);
  fs.renameSync(link, path.join(dist, CURRENT));
  flush(dist, ['']);

  step('remove what is no longer served');
  // The build just replaced stays a while, for requests that started on it.
  const kept = new Set([build, previous, path.join(dist, CURRENT), path.join(dist, BUILDS)]);
  const remove = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir).map((name) => path.join(dir, name)))
      if (!kept.has(entry)) fs.rmSync(entry, { recursive: true, force: true });
  };
  remove(path.join(dist, BUILDS));
  // A plain build's files at the top of dist/ go once a build folder has replaced it.
  if (previous !== dist) remove(dist);
}

/**
 * @param {string} dist the app's build folder
 * @returns {string | null} the build that the one served now replaced, where it is still kept
 */
export function servedBefore(dist) {
  if (!fs.existsSync(dist)) return null;
  dist = fs.realpathSync(dist);
  const served = servedRoot(dist);
  const record = path.join(served, SERVED_BEFORE);
  if (served === dist || !fs.existsSync(record)) return null;
  const before = path.resolve(dist, fs.readFileSync(record, 'utf8').trim());
  return fs.existsSync(path.join(before, 'server/render.js')) ? before : null;
}
