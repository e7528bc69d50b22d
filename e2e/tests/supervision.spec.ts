import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { gone, listeners, processTree, refuses, statusOf } from '../support/processes';

/**
 * `npm start`'s supervision, on real processes and ports: one server failing (killed, hung, or
 * crashed by a request) is replaced alone, and the serving process stopped in any way (Ctrl-C,
 * SIGTERM, SIGKILL, its npm killed) leaves no process and no port behind. Each site started here
 * is shifted 500 ports past the suite's own, so that it collides with nothing else.
 */
const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0) + 500;
const base = {
  site: 3000,
  blog: 3001,
  team: 3002,
  careers: 3003,
  reviews: 3004,
  upload: 3005,
  stub: 3006,
  shell: 3007,
};
type Server = keyof typeof base;
const port = (server: Server) => base[server] + offset;
const servers = Object.keys(base) as Server[];
const healthPath = (server: Server) => (server === 'stub' ? '/__stub/health' : '/health');

test.skip(!!process.env.BASE_URL, 'runs sites of the local builds');
test.skip(process.platform !== 'linux', 'reads processes and ports as Linux shows them');
// One site at a time on these ports: in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 90_000 });

interface Site {
  /** The process started: `node server/run/serve.mjs` or `npm run serve`. */
  root: ChildProcess;
  /** It and every process under it once the site answered. */
  tree: number[];
  /** What it has written to stderr so far, line by line. */
  log: string[];
}

/** The listening pids of every server of the site, by server. */
const pidsByServer = () =>
  Object.fromEntries(servers.map((server) => [server, listeners(port(server))]));

/** Starts a site in a process group of its own (as a terminal's foreground job is). */
async function startSite(command: string, args: string[]): Promise<Site> {
  const started = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  started.stderr!.setEncoding('utf8').on('data', (text: string) => {
    process.stderr.write(text);
    log.push(...text.split('\n').filter(Boolean));
  });
  await expect
    .poll(
      async () =>
        started.exitCode === null &&
        servers.every((server) => listeners(port(server)).length > 0) &&
        (await statusOf(port('site'), '/')) === 200,
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  const tree = processTree(started.pid!);
  expect(tree).toEqual(expect.arrayContaining(Object.values(pidsByServer()).flat()));
  return { root: started, tree, log };
}

/** Every process of the site ends and every port it used is refused, within `ms`. */
async function expectAllStopped(site: Site, ms: number): Promise<void> {
  await expect
    .poll(() => site.tree.filter((pid) => !gone(pid)), { timeout: ms, intervals: [100] })
    .toEqual([]);
  for (const server of servers) {
    expect(listeners(port(server)), `${server}'s port`).toEqual([]);
    expect(await refuses(port(server)), `${server}'s port refuses`).toBe(true);
  }
}

/** Whatever a failed test left: the site's group and every process it had. */
function cleanUp(site: Site | undefined): void {
  if (!site) return;
  for (const pid of [-site.root.pid!, ...site.tree]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

test.describe('one server failing', () => {
  let site: Site | undefined;
  test.beforeAll(async () => {
    site = await startSite(process.execPath, ['server/run/serve.mjs']);
  });
  test.afterAll(() => cleanUp(site));

  /** Each server other than `failed` keeps its pid and answers its health probe. */
  async function expectOthersUntouched(before: Record<string, number[]>, failed: Server) {
    for (const server of servers.filter((other) => other !== failed)) {
      expect(listeners(port(server)), server).toEqual(before[server]);
      if (server !== 'site')
        expect(await statusOf(port(server), healthPath(server)), server).toBe(200);
    }
    expect(await statusOf(port('site'), '/')).toBe(200);
  }

  /** A new process answers on the server's port, within `ms`; the old one is gone. */
  async function expectReplaced(server: Server, old: number[], ms: number) {
    await expect
      .poll(
        async () => {
          const now = listeners(port(server));
          return (
            now.length > 0 &&
            now.every((pid) => !old.includes(pid)) &&
            (await statusOf(port(server), healthPath(server))) === 200
          );
        },
        { timeout: ms, intervals: [250] },
      )
      .toBe(true);
    expect(old.filter((pid) => !gone(pid))).toEqual([]);
  }

  test('every server is a process of its own, the upload function and the stub included', () => {
    const pids = pidsByServer();
    const all = Object.values(pids).flat();
    expect(all).not.toContain(site!.root.pid);
    expect(new Set(all).size).toBe(all.length);
    for (const server of servers) expect(pids[server].length, server).toBeGreaterThan(0);
  });

  /** The supervisor's lines about one server. */
  const linesAbout = (server: string) => site!.log.filter((line) => line.startsWith(`${server} `));

  test('a server killed with SIGKILL: it alone is started again, said in one line', async () => {
    const before = pidsByServer();
    process.kill(before.blog[0], 'SIGKILL');
    await expectReplaced('blog', before.blog, 15_000);
    await expectOthersUntouched(before, 'blog');
    expect(linesAbout('blog')).toEqual([
      `blog (pid ${before.blog[0]}) exited (SIGKILL); starting it again in 0.5 s.`,
    ]);
  });

  test('a server crashing again and again is started after 0.5 s, 1 s, then 2 s', async () => {
    const delays: number[] = [];
    for (const wait of [0.5, 1, 2]) {
      const old = listeners(port('careers'));
      const killedAt = Date.now();
      process.kill(old[0], 'SIGKILL');
      await expectReplaced('careers', old, 15_000);
      delays.push((Date.now() - killedAt) / 1000);
      expect(linesAbout('careers').at(-1)).toMatch(`starting it again in ${wait} s.`);
    }
    expect(linesAbout('careers')).toHaveLength(3);
    expect(delays[2]).toBeGreaterThanOrEqual(2);
  });

  test('a hung server (SIGSTOP) is noticed, killed and replaced within 20 s', async () => {
    const before = pidsByServer();
    process.kill(before.team[0], 'SIGSTOP');
    await expectReplaced('team', before.team, 20_000);
    await expectOthersUntouched(before, 'team');
    expect(linesAbout('team')).toEqual([
      `team (pid ${before.team[0]}) did not answer 3 health probes (2 s each): killed; starting it again in 0.5 s.`,
    ]);
  });

  test('a malformed request to the upload function ends no other server', async () => {
    const before = pidsByServer();
    // A request target that `new URL()` cannot parse (issue 23's crash).
    const socket = net.connect(port('upload'), '127.0.0.1');
    socket.end('GET //x:99999/ HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.on('error', () => {});
    await delay(1000);
    await expect
      .poll(() => statusOf(port('upload'), '/health'), { timeout: 15_000, intervals: [250] })
      .toBe(200);
    await expectOthersUntouched(before, 'upload');
    expect(site!.root.exitCode).toBeNull();
  });
});

test.describe('stopping the site', () => {
  let site: Site | undefined;
  test.afterEach(() => cleanUp(site));

  test('SIGKILL of the serving process: within 5 s no process remains and every port is free', async () => {
    site = await startSite(process.execPath, ['server/run/serve.mjs']);
    process.kill(site.root.pid!, 'SIGKILL');
    await expectAllStopped(site, 5000);
  });

  test('SIGTERM of the serving process: it stops every server and exits', async () => {
    site = await startSite(process.execPath, ['server/run/serve.mjs']);
    process.kill(site.root.pid!, 'SIGTERM');
    await expectAllStopped(site, 10_000);
  });

  test('Ctrl-C on npm run serve (SIGINT to its process group): everything stops, npm exits', async () => {
    site = await startSite('npm', ['run', 'serve']);
    process.kill(-site.root.pid!, 'SIGINT');
    await expectAllStopped(site, 10_000);
  });

  test('npm killed (SIGKILL) while npm run serve serves: within 5 s nothing remains', async () => {
    site = await startSite('npm', ['run', 'serve']);
    process.kill(site.root.pid!, 'SIGKILL');
    await expectAllStopped(site, 5000);
  });
});
