// @ts-check
/**
 * Every build says who it is: `build-info.json` at the root of its output, beside the federation
 * manifest, served with the build's files and read by its server (server/app-server/build-info.mjs),
 * by the deploy's compatibility check (server/deploy/compatibility.mjs) and by the shell's browser
 * code before it runs a remote's module. Written by hand: it records this project's own facts.
 */
import { execFileSync } from 'node:child_process';
import webpack from 'webpack';

/**
 * The commit the build was made from: `BUILD_COMMIT` where the checkout has no history (an image
 * build), else git's, else 'unknown'.
 * @param {string} dir
 */
function commitOf(dir) {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @typedef {object} BuildInfoFacts
 * @property {string} dir the package folder
 * @property {string} app the federation name
 * @property {{ name: string, version: string, dependencies: Record<string, string> }} pkg its
 *   package.json
 * @property {string} contract the contract version (of shared-types) it was built against
 * @property {string[]} exposes the modules it exposes, by name
 * @property {string[]} uses the modules of other apps it loads, by id ('blog/BlogRoutes')
 * @property {Record<string, { version: string, requiredVersion: string }>} shared its shared
 *   singletons: the version it carries and the range it requires of the one loaded
 */

/**
 * @param {BuildInfoFacts} facts
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function buildInfoPlugin({ dir, app, pkg, contract, exposes, uses, shared }) {
  const info = {
    app,
    package: pkg.name,
    version: pkg.version,
    commit: commitOf(dir),
    builtAt: new Date().toISOString(),
    contract,
    // The contract versions it works with: what its package asks of @practice/shared-types.
    contractRange: pkg.dependencies['@practice/shared-types'],
    exposes,
    uses,
    shared,
  };
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'BuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              'build-info.json',
              new webpack.sources.RawSource(JSON.stringify(info, null, 2) + '\n'),
            );
          },
        );
      });
    },
  };
}
