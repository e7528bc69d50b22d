/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SAMPLE = fs.readFileSync(path.join(__dirname, 'fixtures/A-Sample-Post.md'), 'utf8');
const COMPILER = path.join(__dirname, 'articles.mjs');

/**
 * Compiles a folder's `_index.md` (every article's frontmatter) or one article, as webpack's
 * loader does, in a Node process of its own (the compiler is an ES module); the error or ''.
 */
function compileError(files: Record<string, string>, compile = '_index.md'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
  for (const [name, text] of Object.entries({ '_index.md': '', ...files }))
    fs.writeFileSync(path.join(dir, name), text);
  const script = `import(${JSON.stringify(COMPILER)}).then((m) => m.articleModule(process.argv[1]))`;
  try {
    execFileSync(process.execPath, ['-e', script, path.join(dir, compile)], {
      cwd: dir,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

describe('the articles compiler', () => {
  it('compiles a good article and the index of a folder', () => {
    expect(compileError({ 'A-Sample-Post.md': SAMPLE })).toBe('');
    expect(compileError({ 'A-Sample-Post.md': SAMPLE }, 'A-Sample-Post.md')).toBe('');
  });

  it('names the file and the field of a bad frontmatter value', () => {
    const bad = SAMPLE.replace('date: June 12th 2025', 'date: 2025-06-12');
    expect(compileError({ 'A-Sample-Post.md': SAMPLE, 'Bad.md': bad })).toContain(
      `Bad.md: frontmatter field "date": must read like 'June 12th 2025'`,
    );
  });

  it('names a missing field, a field of the wrong type and an unknown field', () => {
    const bad = SAMPLE.replace(/^tagline: .*\n/mu, '')
      .replace('category: Articles', 'category: News')
      .replace('title: A Sample Post', 'title: A Sample Post\nauthor: Someone');
    const error = compileError({ 'Bad.md': bad }, 'Bad.md');
    expect(error).toContain('Bad.md: frontmatter field "tagline"');
    expect(error).toContain('Bad.md: frontmatter field "category"');
    expect(error).toContain('Bad.md: frontmatter field "author"');
  });

  // An article's endpoint is its title with spaces replaced by hyphens.
  it("refuses a file not named by its title's endpoint, naming the file it expects", () => {
    const retitled = SAMPLE.replace('title: A Sample Post', 'title: A Sample Post, Revised');
    expect(compileError({ 'A-Sample-Post.md': retitled })).toContain(
      "A-Sample-Post.md: the file must be named by its title's endpoint: A-Sample-Post-Revised.md",
    );
    expect(compileError({ 'A-Sample-Post-Revised.md': retitled })).toBe('');
  });

  it('takes the endpoints of earlier titles, unless another article has one', () => {
    const moved = SAMPLE.replace(
      'title: A Sample Post',
      'title: A Sample Post, Revised\nformerEndpoints: [A-Sample-Post]',
    );
    expect(compileError({ 'A-Sample-Post-Revised.md': moved })).toBe('');
    expect(
      compileError({ 'A-Sample-Post-Revised.md': moved, 'A-Sample-Post.md': SAMPLE }),
    ).toContain('A-Sample-Post-Revised.md: formerEndpoints "A-Sample-Post" is taken by');
    expect(
      compileError({
        'A-Sample-Post-Revised.md': moved.replace('[A-Sample-Post]', '[Not a path!]'),
      }),
    ).toContain('frontmatter field "formerEndpoints.0": must be an endpoint');
  });

  it('names the file and line of an unknown extension', () => {
    const bad = SAMPLE.replace(':::lead', ':::quote');
    expect(compileError({ 'Bad.md': bad }, 'Bad.md')).toMatch(
      /Bad\.md:\d+:\d+.*unknown directive `:::quote`/u,
    );
  });
});
