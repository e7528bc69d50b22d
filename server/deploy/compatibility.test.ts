/**
 * @jest-environment node
 *
 * The check before a deploy (compatibility.mjs), as a pipeline runs it: `can-i-deploy.mjs --build
 * DIR --against URL` against a deployment served over real HTTP (its runtime config, the shell's
 * build-info.json at its root, each remote's beside its manifest); and the listing of what that
 * deployment serves (`list-builds.mjs --against URL`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BuildInfo } from '../app-server/build-info.mjs';

const react = { version: '19.3.1', requiredVersion: '^19.3.1' };
const router = { version: '1.1.0', requiredVersion: '^1.1.0' };

function build(app: string, overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    app,
    package: `@practice/${app}`,
    version: '1.0.0',
    commit: 'abc123',
    builtAt: '2026-11-26T00:00:00.000Z',
    contract: '1.2.0',
    contractRange: '^1.0.0',
    exposes: [],
    uses: [],
    shared: { react, '@practice/router': router },
    ...overrides,
  };
}

let site: http.Server;
let url = '';
let deployed: Record<string, BuildInfo | null> = {};

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const [, where, file] = /^\/(?:remotes\/(\w+)\/)?([\w.-]+)$/.exec(req.url ?? '') ?? [];
    const remotes = Object.keys(deployed).filter((app) => app !== 'shell');
    const body =
      file === 'runtime-config.json' && !where
        ? { remotes: remotes.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })) }
        : file === 'build-info.json'
          ? deployed[where ?? 'shell']
          : null;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => site.close());

/** Runs one of this folder's commands, asynchronously: this process serves the deployment it asks. */
const runScript = (name: string, args: string[]) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [path.join(__dirname, name), ...args], (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

/** Runs the check of `candidate` against `running`; the problems it printed, [] when it passed. */
async function compatibilityProblems(
  candidate: BuildInfo,
  running: Record<string, BuildInfo | null>,
): Promise<string[]> {
  deployed = running;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candidate-'));
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(candidate));
  const run = await runScript('can-i-deploy.mjs', ['--build', dir, '--against', url]);
  fs.rmSync(dir, { recursive: true });
  if (run.status === 0) return [];
  expect(run.status).toBe(1);
  return run.stderr
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4));
}

const shell = build('shell', {
  uses: ['blog/BlogRoutes', 'blog/LatestArticles', 'team/TeamRoutes'],
});
const blog = build('blog', { exposes: ['BlogRoutes', 'LatestArticles'] });
const team = build('team', { exposes: ['TeamRoutes'] });
const running = { shell, blog, team };

describe('a remote against the running shell', () => {
  it('fits when it exposes what the shell loads, supports its contract and shares alike', async () => {
    expect(
      await compatibilityProblems(
        build('blog', { version: '1.1.0', exposes: blog.exposes }),
        running,
      ),
    ).toEqual([]);
  });

  it('is refused when it drops a module the shell loads', async () => {
    expect(
      await compatibilityProblems(build('blog', { exposes: ['BlogRoutes'] }), running),
    ).toEqual([
      'shell@1.0.0+abc123 loads blog/LatestArticles, which blog@1.0.0+abc123 does not expose.',
    ]);
  });

  it("is refused when its contract range leaves out the shell's contract", async () => {
    const candidate = build('blog', { exposes: blog.exposes, contractRange: '^2.0.0' });
    expect(await compatibilityProblems(candidate, running)).toEqual([
      'blog@1.0.0+abc123 supports contract ^2.0.0, but shell@1.0.0+abc123 sends contract 1.2.0.',
    ]);
  });

  it('is refused when a shared singleton does not satisfy the other side, both ways', async () => {
    const candidate = build('blog', {
      exposes: blog.exposes,
      shared: {
        react: { version: '20.0.0', requiredVersion: '^20.0.0' },
        '@practice/router': router,
      },
    });
    expect(await compatibilityProblems(candidate, running)).toEqual([
      'blog@1.0.0+abc123 requires react ^20.0.0, but shell@1.0.0+abc123 provides 19.3.1.',
      'shell@1.0.0+abc123 requires react ^19.3.1, but blog@1.0.0+abc123 was built with 20.0.0.',
    ]);
  });

  it('cannot be checked against a shell whose build records no identity', async () => {
    expect(await compatibilityProblems(blog, { ...running, shell: null })).toEqual([
      'shell serves a build that records no identity: it cannot be checked.',
    ]);
  });
});

describe('a shell against the running remotes', () => {
  it('fits when every remote supports its contract and exposes what it loads', async () => {
    expect(
      await compatibilityProblems(build('shell', { version: '1.1.0', uses: shell.uses }), running),
    ).toEqual([]);
  });

  it('is refused when it loads a module no running remote exposes, or a contract they do not support', async () => {
    const candidate = build('shell', {
      contract: '2.0.0',
      uses: [...shell.uses, 'team/TeamCard'],
    });
    expect(await compatibilityProblems(candidate, running)).toEqual([
      'blog@1.0.0+abc123 supports contract ^1.0.0, but shell@1.0.0+abc123 sends contract 2.0.0.',
      'team@1.0.0+abc123 supports contract ^1.0.0, but shell@1.0.0+abc123 sends contract 2.0.0.',
      'shell@1.0.0+abc123 loads team/TeamCard, which team@1.0.0+abc123 does not expose.',
    ]);
  });
});

describe('what a deployment serves', () => {
  it('lists each app with its build, as its pages name it', async () => {
    deployed = { shell, blog, team: null };
    const listed = await runScript('list-builds.mjs', ['--against', url]);
    expect(listed).toEqual({
      status: 0,
      stderr: '',
      stdout:
        'shell  shell@1.0.0+abc123 built 2026-11-26T00:00:00.000Z, contract 1.2.0\n' +
        'blog   blog@1.0.0+abc123 built 2026-11-26T00:00:00.000Z, contract 1.2.0 (supports ^1.0.0)\n' +
        'team   a build that records no identity\n',
    });
  });

  it('says so when the address serves no site', async () => {
    const listed = await runScript('list-builds.mjs', ['--against', `${url}nowhere/`]);
    expect(listed.status).toBe(2);
    expect(listed.stderr).toMatch(/^Could not read what http:\S+\/nowhere\/ serves: /);
  });
});
