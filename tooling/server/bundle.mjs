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
 * @param {string} file
 * @returns {any} the bundle's exports, which its caller checks
 */
export function loadBundle(file) {
  const run = vm.compileFunction(
    fs.readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    // import() resolves as in any module of the process.
    { filename: file, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} };
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}
