// @ts-check
/**
 * What a build says of itself, written as `build-info.json` at the root of its output, beside the
 * server bundle and the federation manifest, so that every published build folder carries it:
 * which app and package, its version and git commit, when it was built, the contract version
 * (`@practice/shared-types`) it was built against and, for a remote, the range of contract
 * versions it supports (`contractRange` in its package.json), what it exposes (a remote) or uses
 * (the shell), and the shared singletons' versions and ranges. App servers answer it
 * (server/app-server/build-info.mjs); the deploy's check compares it with what a site serves
 * (server/deploy/compatibility.mjs). The rules of the contract's version: shared-types/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { remotes } from '../server/registry.mjs';

/** The contract's version: the version of the package that holds it. */
export const CONTRACT_VERSION = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../shared-types/package.json'), 'utf8'),
).version;

/** The git commit of the checkout the app is built from; 'unknown' outside git. */
function commitOf(/** @type {string} */ dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @typedef {object} BuildInfo
 * @property {string} app
 * @property {string} package
 * @property {string} version
 * @property {string} commit
 * @property {string} builtAt
 * @property {string} contract
 * @property {string} [contractRange] a remote's: the contract versions it supports
 * @property {string[]} [exposes] a remote's exposed modules, such as 'BlogRoutes'
 * @property {string[]} [uses] the shell's: the remote modules it loads, such as 'blog/BlogRoutes'
 * @property {Record<string, { version: string, requiredVersion: string }>} shared the singletons
 */

/**
 * @param {object} app
 * @param {string} app.dir
 * @param {string} app.name
 * @param {boolean} [app.host]
 * @param {Record<string, string>} [app.exposes]
 * @param {{ name: string, version: string, contractRange?: string }} pkg the app's package.json
 * @param {Record<string, { version: string, requiredVersion: string }>} shared
 * @returns {Omit<BuildInfo, 'builtAt'>}
 */
export function buildInfo(app, pkg, shared) {
  return {
    app: app.name,
    package: pkg.name,
    version: pkg.version,
    commit: commitOf(app.dir),
    contract: CONTRACT_VERSION,
    ...(app.host
      ? { uses: remotes.flatMap((remote) => remote.exposes.map((e) => `${remote.name}/${e}`)) }
      : {
          contractRange: pkg.contractRange ?? CONTRACT_VERSION,
          exposes: Object.keys(app.exposes ?? {}).map((key) => key.replace(/^\.\//, '')),
        }),
    shared,
  };
}

/** Writes build-info.json into the browser build's output, with the time of this build. */
export class BuildInfoPlugin {
  /** @param {Omit<BuildInfo, 'builtAt'>} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = { ...this.info, builtAt: new Date().toISOString() };
          compilation.emitAsset(
            'build-info.json',
            new webpack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
          );
        },
      );
    });
  }
}
