// @ts-check
/**
 * Runs an app's server bundle (one CommonJS file: the server build makes no chunks) as Node's
 * require() would, without keeping it: require() lists every module it loads in its parent's
 * `children` for good, so each bundle a deploy replaced stayed in memory (2.6 MB a deploy for the
 * blog). Compiled here, an old bundle is freed once nothing uses its exports.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * What a bundle requires is resolved from this package: Node's built-in modules, and the few
 * libraries the server build leaves out of every bundle (zod, tooling/webpack.mjs), which this
 * package depends on. Loaded once for the process, they tie no bundle to a global of theirs.
 */
const serverRequire = createRequire(import.meta.url);

/**
 * @param {string} file
 * @returns {unknown} the bundle's exports, which its caller checks
 */
function loadBundle(file) {
  const run = vm.compileFunction(
    fs.readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    // import() resolves as in any module of the process.
    { filename: file, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} };
  run.call(module.exports, module.exports, serverRequire, module, file, path.dirname(file));
  return module.exports;
}

/**
 * The contract of a server bundle, by the function its server calls: a remote's (and a standalone
 * page's) `renderFragment`, the shell's `respond`.
 * @typedef {{
 *   renderFragment: import('@practice/shared-types').FragmentRenderer,
 *   respond: import('@practice/shared-types').ShellRenderer,
 * }} BundleOf
 */

/**
 * A loader for `reloading()`: the bundle, once it exports `entry` (a half-written bundle can load
 * without an error yet export nothing; an empty file does).
 * @template {keyof BundleOf} E
 * @param {E} entry the function the server calls
 * @returns {(file: string) => BundleOf[E]}
 */
export const serverBundle = (entry) => (file) => {
  const bundle = loadBundle(file);
  if (!exportsEntry(bundle, entry)) throw new Error(`${file} exports no ${entry}().`);
  return bundle;
};

/**
 * Whether a bundle exports its entry: the rest of its contract is the app's own build, made from
 * its server entry, which TypeScript holds to the contract.
 * @template {keyof BundleOf} E
 * @param {unknown} bundle @param {E} entry
 * @returns {bundle is BundleOf[E]}
 */
const exportsEntry = (bundle, entry) =>
  typeof bundle === 'object' && bundle !== null && typeof Reflect.get(bundle, entry) === 'function';
