// @ts-check
/** Jest's counterpart of loader.mjs: the same modules, as CommonJS. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { articleModule, INDEX_FILE } from './articles.mjs';

const compiler = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => fs.readFileSync(path.join(import.meta.dirname, name), 'utf8'));

/** What the module depends on: the file, its siblings for the index, and this compiler. */
function inputs(/** @type {string} */ file) {
  if (path.basename(file) !== INDEX_FILE) return [file];
  const dir = path.dirname(file);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
}

export default {
  getCacheKey(/** @type {string} */ _source, /** @type {string} */ file) {
    const hash = crypto.createHash('sha256').update(compiler.join('\0'));
    for (const input of inputs(file)) hash.update(`${input}\0${fs.readFileSync(input, 'utf8')}\0`);
    return hash.digest('hex');
  },
  process(/** @type {string} */ _source, /** @type {string} */ file) {
    const { code } = articleModule(file);
    const options = {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    };
    return { code: ts.transpileModule(code, { compilerOptions: options }).outputText };
  },
};
