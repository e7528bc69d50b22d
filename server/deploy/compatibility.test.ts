/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildInfo } from '../app-server/build-info.mjs';

/** compatibility.mjs's checkCandidate, in Node itself (jest here loads no ES module files). */
function checkCandidate(candidate: BuildInfo, served: Record<string, BuildInfo | null>) {
  const module = pathToFileURL(path.join(__dirname, 'compatibility.mjs')).href;
  const script = `import { checkCandidate } from '${module}';
    const [candidate, served] = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(checkCandidate(candidate, served)));`;
  const args = ['--input-type=module', '-e', script, JSON.stringify([candidate, served])];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' }));
}

const singletons = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
  '@practice/router': { version: '1.1.0', requiredVersion: '^1.1.0' },
};
const shell: BuildInfo = {
  app: 'shell',
  package: '@practice/shell',
  version: '1.0.0',
  commit: 'aaaaaaa',
  builtAt: '2026-11-26T20:00:00.000Z',
  contract: '1.1.0',
  uses: ['blog/BlogRoutes', 'blog/LatestArticles', 'team/TeamRoutes'],
  shared: singletons,
};
const remote = (app: string, exposes: string[], change: Partial<BuildInfo> = {}): BuildInfo => ({
  app,
  package: `@practice/mf-${app}`,
  version: '1.0.0',
  commit: 'bbbbbbb',
  builtAt: '2026-11-26T21:00:00.000Z',
  contract: '1.1.0',
  contractRange: '^1.0.0',
  exposes,
  shared: singletons,
  ...change,
});
const blog = remote('blog', ['BlogRoutes', 'LatestArticles']);
const team = remote('team', ['TeamRoutes']);
const served = { shell, blog, team };

test('a remote that exposes what the shell uses, in its contract range, fits', () => {
  expect(checkCandidate(remote('blog', ['BlogRoutes', 'LatestArticles', 'New']), served)).toEqual({
    mismatches: [],
    unchecked: [],
  });
});

test('a remote that drops a module the running shell uses is refused, naming it', () => {
  expect(checkCandidate(remote('blog', ['BlogRoutes']), served).mismatches).toEqual([
    'blog: shell 1.0.0 (aaaaaaa) uses blog/LatestArticles, which blog 1.0.0 (bbbbbbb) does not expose',
  ]);
});

test("a remote whose range leaves out the shell's contract is refused, naming both versions", () => {
  expect(
    checkCandidate(remote('team', ['TeamRoutes'], { contractRange: '^2.0.0' }), served),
  ).toEqual({
    mismatches: [
      'team: team 1.0.0 (bbbbbbb) supports contract ^2.0.0, but shell 1.0.0 (aaaaaaa) has contract 1.1.0',
    ],
    unchecked: [],
  });
});

test('a new shell is held against every running remote', () => {
  const shell2 = {
    ...shell,
    commit: 'ccccccc',
    contract: '2.0.0',
    uses: [...shell.uses!, 'team/Cards'],
  };
  expect(checkCandidate(shell2, served).mismatches).toEqual([
    'blog: blog 1.0.0 (bbbbbbb) supports contract ^1.0.0, but shell 1.0.0 (ccccccc) has contract 2.0.0',
    'team: shell 1.0.0 (ccccccc) uses team/Cards, which team 1.0.0 (bbbbbbb) does not expose',
    'team: team 1.0.0 (bbbbbbb) supports contract ^1.0.0, but shell 1.0.0 (ccccccc) has contract 2.0.0',
  ]);
});

test("shared singletons must satisfy each other's ranges, both ways", () => {
  const newer = remote('blog', ['BlogRoutes', 'LatestArticles'], {
    shared: { ...singletons, react: { version: '19.4.0', requiredVersion: '^19.4.0' } },
  });
  expect(checkCandidate(newer, served).mismatches).toEqual([
    'react: blog 1.0.0 (bbbbbbb) requires ^19.4.0, but shell 1.0.0 (aaaaaaa) has 19.3.1',
    'react: blog 1.0.0 (bbbbbbb) requires ^19.4.0, but team 1.0.0 (bbbbbbb) has 19.3.1',
  ]);
});

test('a running app whose build says nothing of itself is not checked, and said so', () => {
  expect(checkCandidate(remote('blog', ['BlogRoutes']), { shell: null, blog, team })).toEqual({
    mismatches: [],
    unchecked: ['shell'],
  });
});
