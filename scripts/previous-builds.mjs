// @ts-check
/**
 * Each app's previous release, built once for the skew matrix (scripts/matrix.mjs): its latest
 * release tag before HEAD (release-tags.mjs), or, where it has none yet, its folder at the commit
 * before the last one that changed it (its package.json aside). The whole tree of that commit
 * is unpacked (git archive) into a temporary area and the app built there, with the shared
 * packages and tooling of that commit, as it was released, but today's node_modules (the
 * lockfile's third-party packages, linked: a release's own would need an install per commit).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps } from '../server/registry.mjs';
import { git, releaseTags, root } from './release-tags.mjs';

/**
 * @typedef {{ app: string, dir: string, commit: string, how: string, build: string }} Previous
 */

/**
 * Which commit stands for an app's previous release, and why.
 * @param {{ name: string, dir: string }} app
 * @returns {{ commit: string, how: string }}
 */
export function previousRelease(app) {
  const head = git('rev-parse', 'HEAD');
  const tag = releaseTags(app.name).find((release) => release.commit !== head);
  if (tag) return { commit: tag.commit, how: tag.tag };
  // Its package.json aside: its dependencies resolve to today's node_modules here anyway, and
  // a change of its scripts alone changes no build.
  const changed = git(
    'log',
    '-1',
    '--format=%H',
    'HEAD',
    '--',
    app.dir,
    `:!${app.dir}/package.json`,
  );
  if (!changed) throw new Error(`${app.dir} has no commit in this history.`);
  let parent;
  try {
    parent = git('rev-parse', '--verify', '--quiet', `${changed}^`);
  } catch {
    throw new Error(
      `${app.dir} was last changed in ${changed.slice(0, 12)}, whose parent is not in this ` +
        'history (a shallow clone: fetch with --unshallow), and it has no release tag.',
    );
  }
  return {
    commit: parent,
    how: `no release tag: ${app.dir} before its last change (${changed.slice(0, 12)})`,
  };
}

/**
 * The tree of a commit, unpacked once into the area (`<area>/<commit>/`), with a node_modules of
 * its own: today's packages, linked, but its own workspace packages (@practice/*: their links are
 * relative, so copied as they are they name the unpacked folders).
 * @param {string} area @param {string} commit
 * @returns {Promise<string>} the tree's folder
 */
async function unpack(area, commit) {
  const tree = path.join(area, commit.slice(0, 12));
  if (fs.existsSync(tree)) return tree;
  fs.mkdirSync(tree);
  const archive = `${tree}.tar`;
  git('archive', '--format=tar', '-o', archive, commit);
  await new Promise((resolve, reject) =>
    spawn('tar', ['-xf', archive, '-C', tree]).on('exit', (code) =>
      code === 0 ? resolve(code) : reject(new Error(`tar could not unpack ${archive}`)),
    ),
  );
  fs.rmSync(archive);
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(tree, 'node_modules/@practice'), { recursive: true });
  for (const entry of fs.readdirSync(modules))
    if (entry !== '@practice')
      fs.symlinkSync(path.join(modules, entry), path.join(tree, 'node_modules', entry));
  for (const entry of fs.readdirSync(path.join(modules, '@practice'))) {
    const link = path.join('@practice', entry);
    fs.symlinkSync(
      fs.readlinkSync(path.join(modules, link)),
      path.join(tree, 'node_modules', link),
    );
  }
  // What npm installed inside a package's own folder (a version the root could not hoist).
  for (const app of apps) {
    const own = path.join(root, app.dir, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(tree, app.dir)))
      fs.symlinkSync(own, path.join(tree, app.dir, 'node_modules'));
  }
  return tree;
}

/** @param {string} cwd @returns {Promise<string>} the build's output, when it failed */
const npmBuild = (cwd) =>
  new Promise((resolve) => {
    const build = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    build.on('exit', (code) => resolve(code === 0 ? '' : output.slice(-4000)));
  });

/**
 * Builds every app's previous release, two at a time.
 * @returns {Promise<{ area: string, previous: Previous[] }>}
 */
export async function buildPreviousReleases() {
  const area = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-matrix-'));
  const chosen = apps.map((app) => ({ app, ...previousRelease(app) }));
  // Unpacked one after the other: two apps of one commit share its tree.
  const trees = new Map();
  for (const { commit } of chosen)
    if (!trees.has(commit)) trees.set(commit, await unpack(area, commit));
  /** @type {Previous[]} */
  const previous = [];
  const queue = [...chosen];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { app, commit, how } = next;
      const folder = path.join(trees.get(commit), app.dir);
      const started = Date.now();
      const failed = await npmBuild(folder);
      if (failed)
        throw new Error(`The previous release of ${app.name} (${how}) did not build:\n${failed}`);
      console.log(
        `  ${app.name}: ${how}, ${commit.slice(0, 12)}, built in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      previous.push({ app: app.name, dir: app.dir, commit, how, build: path.join(folder, 'dist') });
    }
  };
  await Promise.all([worker(), worker()]);
  return { area, previous };
}
