/**
 * @jest-environment node
 *
 * The embedded composition engine keeps the notice where a fragment fails, and says why in its
 * log, one line per failure as nginx's error log does: the engine runs as `npm start` runs it,
 * over a shell's server (here a stand-in serving one page with one include) and a remote that
 * refuses connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const PAGE =
  '<main><!--# block name="slot_1" -->The blog is unavailable.<!--# endblock -->' +
  '<!--# include virtual="/_fragments/blog/LatestArticles?path=%2F&props=e30&part=body" stub="slot_1" --></main>';

let shell: http.Server;
let engine: ChildProcess;
let enginePort: number;
let refusingPort: number;
let log = '';

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function get(port: number, target: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  shell = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  const shellPort = (shell.address() as net.AddressInfo).port;
  [enginePort, refusingPort] = [await freePort(), await freePort()];
  engine = spawn(
    process.execPath,
    [
      path.resolve(__dirname, 'embedded.mjs'),
      '--listen',
      `127.0.0.1:${enginePort}`,
      '--shell',
      `127.0.0.1:${shellPort}`,
      '--remotes',
      JSON.stringify({ blog: `127.0.0.1:${refusingPort}` }),
    ],
    {
      env: { ...process.env, FRAGMENT_SECRET: 'fragment-secret-for-tests' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const output of [engine.stdout, engine.stderr]) output?.on('data', (data) => (log += data));
  for (const deadline = Date.now() + 5000; ;) {
    if (
      await get(enginePort, '/health').then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The engine did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(() => {
  engine.kill();
  shell.close();
});

test('a fragment that fails leaves the notice and one line in the log: remote, path, why', async () => {
  const page = await get(enginePort, '/');
  expect(page.status).toBe(200);
  expect(page.body).toBe('<main>The blog is unavailable.</main>');
  // The log is JSON, a line an event (server/telemetry/request-log.mjs): one error line here.
  const errors = () =>
    log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg?: string })
      .filter((line) => line.level === 'error');
  for (const deadline = Date.now() + 2000; errors().length === 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(errors().map((line) => line.msg)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^composition engine: fragment of blog \\(127\\.0\\.0\\.1:${refusingPort}/_fragments/LatestArticles\\) failed, the notice stays: ECONNREFUSED `,
      ),
    ),
  ]);
});
