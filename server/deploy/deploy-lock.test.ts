/**
 * @jest-environment node
 *
 * Deploys and rollbacks of one app, as real processes (deploy-app.mjs --from, rollback-app.mjs)
 * over a build folder of their own: one at a time (a second refuses or waits, never shares the
 * first's builds), a lock left by a killed deploy is taken over, and a rollback serves again the
 * build served before, or says there is none and changes nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const deployScript = path.join(__dirname, 'deploy-app.mjs');
const rollbackScript = path.join(__dirname, 'rollback-app.mjs');

let work: string;
let appDir: string;
let dist: string;
/** No site's cache: the purge finds none. */
const env = (more: Record<string, string> = {}) => ({
  ...process.env,
  SITE_CACHE_DIR: path.join(work, 'no-cache'),
  ...more,
});

/** An identity as build-info.json records it (server/app-server/build-info.mjs). */
const identity = (app: string, commit: string, contract: string, contractRange: string) =>
  JSON.stringify({
    app,
    version: '1.0.0',
    commit,
    contract,
    contractRange,
    exposes: [],
    uses: [],
    shared: {},
  });

/**
 * A finished build whose files say which it is, and whose identity fits any shell unless given
 * the contract range it supports (a deploy or a rollback checks a build against what the apps
 * beside it serve first: check-candidate.mjs).
 */
function build(name: string, contractRange = '*'): string {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'build-info.json'),
    identity('blog', name, '1.0.0', contractRange),
  );
  fs.writeFileSync(path.join(dir, 'server/render.js'), `module.exports = ${JSON.stringify(name)};`);
  fs.writeFileSync(path.join(dir, `main.${name === 'one' ? '1111aaaa' : '2222bbbb'}.js`), name);
  return dir;
}

const served = () => fs.readFileSync(path.join(dist, 'current/server/render.js'), 'utf8');
const builds = () => fs.readdirSync(path.join(dist, 'builds')).sort();

function run(script: string, args: string[] = [], more: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: appDir,
    env: env(more),
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** A deploy held before its step 4 (the switch), as a slow deploy is, until it is killed. */
async function heldDeploy(from: string): Promise<ChildProcess> {
  const deploy = spawn(process.execPath, [deployScript, '--from', from], {
    cwd: appDir,
    env: env({ DEPLOY_PAUSE_AT: '4' }),
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    deploy.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('paused before step 4')) resolve();
    });
    deploy.on('exit', (code) => reject(new Error(`the deploy ended (${code}): ${out}`)));
  });
  return deploy;
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-lock-'));
  appDir = path.join(work, 'mf-blog');
  dist = path.join(appDir, 'dist');
  fs.mkdirSync(appDir);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

test('a second deploy or a rollback refuses while a deploy runs, and touches none of its builds', async () => {
  const first = await heldDeploy(build('one'));
  try {
    const [held] = builds();
    const second = run(deployScript, ['--from', build('two')], { DEPLOY_LOCK_WAIT_SECONDS: '0' });
    expect(second.status).toBe(1);
    expect(second.err).toContain(`Refused: a deploy of mf-blog (pid ${first.pid}, since `);
    const rollback = run(rollbackScript, [], { DEPLOY_LOCK_WAIT_SECONDS: '0' });
    expect(rollback.status).toBe(1);
    expect(rollback.err).toContain(`Refused: a deploy of mf-blog (pid ${first.pid}`);
    expect(builds()).toEqual([held]);
  } finally {
    first.kill('SIGKILL');
  }
});

test('a deploy waits for the one under way, and takes over the lock it leaves when killed', async () => {
  const first = await heldDeploy(build('one'));
  const second = spawn(process.execPath, [deployScript, '--from', build('two')], {
    cwd: appDir,
    env: env(),
  });
  let err = '';
  second.stderr!.on('data', (chunk: Buffer) => (err += chunk));
  const ended = new Promise<number | null>((resolve) => second.on('exit', resolve));
  for (let i = 0; i < 50 && !err.includes('Waiting'); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(err).toContain(`Waiting: a deploy of mf-blog (pid ${first.pid}, since `);
  first.kill('SIGKILL');
  expect(await ended).toBe(0);
  expect(err).toContain('was left by a process that is gone: taken over');
  expect(served()).toBe('module.exports = "two";');
  expect(fs.existsSync(path.join(appDir, '.deploy-lock'))).toBe(false);
});

test('a rollback serves the build before the last deploy, and a second one the build it left', () => {
  expect(run(deployScript, ['--from', build('one')]).status).toBe(0);
  expect(run(deployScript, ['--from', build('two')]).status).toBe(0);
  expect(served()).toBe('module.exports = "two";');

  const back = run(rollbackScript);
  expect(back.err).toBe('');
  expect(back.status).toBe(0);
  expect(back.out).toMatch(/^Rolled mf-blog back from builds\/\S+ to the build it replaced/);
  expect(served()).toBe('module.exports = "one";');
  // An open tab of the build rolled back from still finds its files.
  expect(fs.existsSync(path.join(dist, 'current/main.2222bbbb.js'))).toBe(true);

  expect(run(rollbackScript).status).toBe(0);
  expect(served()).toBe('module.exports = "two";');
});

test('a rollback to a build that no longer fits the shell now served is refused, and changes nothing', () => {
  expect(run(deployScript, ['--from', build('one', '^1.0.0')]).status).toBe(0);
  expect(run(deployScript, ['--from', build('two', '^1.0.0 || ^2.0.0')]).status).toBe(0);
  // Since then the shell beside it has moved on to contract 2.
  const shellDist = path.join(work, 'shell/dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'build-info.json'), identity('shell', 's2', '2.0.0', '*'));

  const back = run(rollbackScript);
  expect(back.status).toBe(1);
  expect(back.err).toContain(
    'Refused: blog@1.0.0+one does not fit what the site serves; nothing was rolled back.',
  );
  expect(back.err).toContain(
    '- blog@1.0.0+one supports contract ^1.0.0, but shell@1.0.0+s2 sends contract 2.0.0.',
  );
  expect(served()).toBe('module.exports = "two";');
  // The lock went with it: the next deploy runs at once.
  expect(
    run(deployScript, ['--from', build('three')], { DEPLOY_LOCK_WAIT_SECONDS: '0' }).status,
  ).toBe(0);
});

test('with no build before, a rollback says so and changes nothing', () => {
  // A plain build, never deployed.
  fs.cpSync(build('one'), dist, { recursive: true });
  const never = run(rollbackScript);
  expect(never.status).toBe(1);
  expect(never.err).toContain('No previous build of mf-blog to roll back to');
  expect(never.err).toContain('Nothing was changed.');
  expect(fs.existsSync(path.join(dist, 'current'))).toBe(false);

  // Deployed once over the plain build: the plain build is the one before.
  expect(run(deployScript, ['--from', build('two')]).status).toBe(0);
  expect(run(rollbackScript).status).toBe(0);
  expect(served()).toBe('module.exports = "one";');
});
