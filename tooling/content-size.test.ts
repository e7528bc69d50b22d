/**
 * @jest-environment node
 *
 * Content stays findable: no file under an app's src/content/ grows past 300 lines (a record per
 * file, or a few clearly named entries, instead of one long list).
 */
import fs from 'node:fs';
import path from 'node:path';
import registry from '../server/registry.json';

const MAX_LINES = 300;
const root = path.resolve(__dirname, '..');

const contentFiles = registry.apps.flatMap(({ dir }) => {
  const content = path.join(root, dir, 'src/content');
  if (!fs.existsSync(content)) return [];
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(content, name))
    .filter((file) => fs.statSync(file).isFile());
});

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

it('finds the content of the shell and the remotes', () => {
  const dirs = new Set(contentFiles.map((file) => path.relative(root, file).split(path.sep)[0]));
  expect([...dirs]).toEqual(expect.arrayContaining(['shell', 'mf-blog', 'mf-team', 'mf-careers']));
});

it(`keeps every content file at ${MAX_LINES} lines or fewer`, () => {
  const tooLong = contentFiles
    .map((file) => ({ file: path.relative(root, file), lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(tooLong).toEqual([]);
});
