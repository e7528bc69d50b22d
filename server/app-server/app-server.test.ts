/**
 * @jest-environment node
 *
 * Serving survives deploys: the real remote's server (server/app-server/remote-server.mjs) runs over a fake remote's
 * build folder, over real HTTP, while the test removes, replaces and breaks that folder's files the
 * way deploys and plain builds do. After every case the process must still run and still answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CHUNK = 'chunk.1a2b3c4d.js';
const CHUNK_TEXT = 'console.log("widget chunk");\n'.repeat(100);
const VIDEO = 'video.5e6f7a8b.bin';
const VIDEO_BYTES = 8 * 1024 * 1024;
const PUBLIC_URL = 'https://cdn.example/widgets/';
const SECRET = 'fragment-secret-for-tests';
const encoded = (props: unknown) => Buffer.from(JSON.stringify(props)).toString('base64url');
const fragment = (part: string, props: unknown = {}) =>
  `/_fragments/Widget?path=%2F&props=${encoded(props)}&part=${part}`;

const manifest = (chunk: string) =>
  JSON.stringify({
    metaData: { name: 'widgets' },
    exposes: [
      {
        name: 'Widget',
        assets: {
          css: { sync: [chunk.replace(/\.js$/, '.css')], async: [] },
          js: { sync: [chunk], async: [] },
        },
      },
    ],
  });

/** A server bundle (FragmentRenderer) as a build writes it: its helpers first, its exports last. */
const bundle = (version: number) => `'use strict';
const body = '<p>version ${version}</p>';
module.exports = {
  renderFragment: async ({ props }) => {
    if (props.bad) throw Object.assign(new Error('Widget: props.bad: not wanted'), { status: 400 });
    return { status: 200, head: '<title>Widget</title>', body };
  },
  pages: () => ['/widget/'],
};
`;

const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-server-test-'));
const dist = path.join(appDir, 'dist');
const inDist = (file: string) => path.join(dist, file);

/** The whole build folder, as a build (or the deploy after it) leaves it. */
function writeBuild() {
  fs.mkdirSync(inDist('server'), { recursive: true });
  fs.writeFileSync(inDist('mf-manifest.json'), manifest(CHUNK));
  fs.writeFileSync(inDist(CHUNK), CHUNK_TEXT);
  fs.writeFileSync(inDist(VIDEO), Buffer.alloc(VIDEO_BYTES, 'v'));
  fs.writeFileSync(inDist('server/render.js'), bundle(1));
}

/** Writes a file under its final name in one rename, as the deploy command publishes. */
function publish(file: string, content: string) {
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

type Outcome = { status: number; body: string } | 'cut' | 'hung';

/** Connections are kept alive, as browsers keep them: a response that never ends shows as 'hung'. */
const agent = new http.Agent({ keepAlive: true });
let port = 0;
let server: ChildProcess;
let output = '';

/** A GET as the composition engine sends it (with the fragments' secret), unless told otherwise. */
function get(urlPath: string, headers: http.OutgoingHttpHeaders = { 'X-Fragment-Secret': SECRET }) {
  return new Promise<Outcome>((resolve) => {
    const request = http.get({ port, path: urlPath, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', () => resolve('cut'));
    });
    request.on('error', () => resolve('cut'));
    request.setTimeout(2000, () => {
      resolve('hung');
      request.destroy();
    });
  });
}

/** The head tags of the page part: what the shell puts in the document head. */
async function headOf(urlPath: string) {
  const outcome = await get(urlPath);
  return typeof outcome === 'string'
    ? outcome
    : (JSON.parse(outcome.body) as { head: string }).head;
}

async function bodyOf(urlPath: string) {
  const outcome = await get(urlPath);
  return typeof outcome === 'string' ? outcome : outcome.body;
}

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function untilAnswering() {
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    const outcome = await get(`/${CHUNK}`);
    if (typeof outcome !== 'string' && outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not answer:\n${output}`);
}

jest.setTimeout(10_000);

beforeAll(async () => {
  writeBuild();
  port = await freePort();
  server = spawn(
    process.execPath,
    [path.resolve(__dirname, 'remote-server.mjs'), appDir, '--port', String(port)],
    {
      env: { ...process.env, PUBLIC_URL, FRAGMENT_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Kept to say why, should the server die; the broken bundles below are logged there too.
  server.stdout?.on('data', (data) => (output += data));
  server.stderr?.on('data', (data) => (output += data));
  await untilAnswering();
});

const running = () => server.exitCode === null && server.signalCode === null;

afterEach(async () => {
  if (!running())
    throw new Error(`The server exited (${server.exitCode ?? server.signalCode}):\n${output}`);
  expect(await get('/_fragments/pages')).toEqual({ status: 200, body: '["/widget/"]' });
  expect(await bodyOf(fragment('body'))).toMatch(/version \d/);
});

afterAll(async () => {
  agent.destroy();
  if (server && running()) {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(appDir, { recursive: true, force: true });
});

it('answers 200 or 404 while a hashed file is removed and published again and again', async () => {
  const file = inDist(CHUNK);
  const deadline = Date.now() + 1500;
  const churn = async () => {
    while (Date.now() < deadline) {
      fs.rmSync(file);
      // Let the requests in between: the test's own loop shares one thread with them.
      await new Promise(setImmediate);
      publish(file, CHUNK_TEXT);
      await new Promise(setImmediate);
    }
  };
  const outcomes: Outcome[] = [];
  const requester = async () => {
    while (Date.now() < deadline) outcomes.push(await get(`/${CHUNK}`));
  };
  await Promise.all([churn(), ...Array.from({ length: 200 }, requester)]);

  const kinds = outcomes.map((outcome) => {
    if (typeof outcome === 'string') return outcome;
    return outcome.status === 200 && outcome.body !== CHUNK_TEXT ? 'partial 200' : outcome.status;
  });
  // Every answer is the whole file or a 404, or else a cut connection: none hangs, none is partial.
  expect(kinds.filter((kind) => ![200, 404, 'cut'].includes(kind))).toEqual([]);
  // The file really was gone (and there) while requests ran.
  expect(kinds.filter((kind) => kind === 404).length).toBeGreaterThan(0);
  expect(kinds.filter((kind) => kind === 200).length).toBeGreaterThan(0);
});

it('lets a download under way finish when a deploy removes its file', async () => {
  const file = inDist(VIDEO);
  const received = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, path: `/${VIDEO}`, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          // A slow reader: the server is still sending most of the file when it disappears.
          if (bytes === 0) {
            response.pause();
            fs.rmSync(file);
            setTimeout(() => response.resume(), 300);
          }
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
  // The server had the file open: the download completes, and the next request is a 404.
  expect(received).toBe(VIDEO_BYTES);
  expect(await get(`/${VIDEO}`)).toMatchObject({ status: 404 });
});

it('answers 404 while the whole build folder is gone, and serves it again once rebuilt', async () => {
  // What a plain `webpack` build with `clean` does before it writes the new files.
  fs.rmSync(dist, { recursive: true });
  expect(await get(`/${CHUNK}`)).toMatchObject({ status: 404 });
  expect(await get('/mf-manifest.json')).toMatchObject({ status: 404 });
  // The server bundle and manifest it had loaded keep the fragments answering meanwhile.
  expect(await bodyOf(fragment('body'))).toBe('<!--$--><p>version 1</p><!--/$-->');

  writeBuild();
  expect(await get(`/${CHUNK}`)).toEqual({ status: 200, body: CHUNK_TEXT });
  expect(await get(`/${VIDEO}`)).toMatchObject({ status: 200 });
  expect(await headOf(fragment('page'))).toContain(`href="${PUBLIC_URL}chunk.1a2b3c4d.css"`);
});

describe('a server bundle rewritten in place, all within one clock tick (so one mtime)', () => {
  const file = inDist('server/render.js');
  const complete = bundle(2);
  const tick = new Date();
  const rewrite = (source: string) => {
    fs.writeFileSync(file, source);
    fs.utimesSync(file, tick, tick);
  };

  it.each([
    ['a syntax error', complete.replace('async ({ props }) =>', 'async ({ props }) =>>')],
    ['cut mid-statement', complete.slice(0, complete.indexOf('pages'))],
    ['cut before its exports', complete.slice(0, complete.indexOf('module.exports'))],
    ['empty: truncated, not yet written', ''],
  ])('keeps version 1 serving past %s', async (_state, source) => {
    rewrite(source);
    expect(await bodyOf(fragment('body'))).toBe('<!--$--><p>version 1</p><!--/$-->');
  });

  it('serves version 2 once it is written whole', async () => {
    rewrite(complete);
    expect(await bodyOf(fragment('body'))).toBe('<!--$--><p>version 2</p><!--/$-->');
  });
});

it('keeps the asset tags of the last good manifest past a broken one', async () => {
  const file = inDist('mf-manifest.json');
  const previous = `<link rel="stylesheet" href="${PUBLIC_URL}chunk.1a2b3c4d.css">`;
  expect(await headOf(fragment('page'))).toBe(`<title>Widget</title>${previous}`);

  fs.writeFileSync(file, manifest(CHUNK).slice(0, 40));
  expect(await headOf(fragment('page'))).toBe(`<title>Widget</title>${previous}`);

  fs.writeFileSync(file, manifest('chunk.9f8e7d6c.js'));
  expect(await headOf(fragment('page'))).toContain(`href="${PUBLIC_URL}chunk.9f8e7d6c.css"`);
});

describe('what shared caches may keep (cache-control.mjs)', () => {
  const ask = (urlPath: string) =>
    fetch(`http://localhost:${port}${urlPath}`, { headers: { 'X-Fragment-Secret': SECRET } });

  it('lets an include be kept, tagged by its app, and never an error', async () => {
    for (const part of ['body', 'styles']) {
      const kept = await ask(fragment(part));
      expect(kept.status).toBe(200);
      expect(kept.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
      );
      // An app the registry does not list is tagged by its folder's name.
      expect(kept.headers.get('cache-tag')).toBe(path.basename(appDir));
    }
    const refused = await ask(fragment('body', { bad: true }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-cache');
    expect(refused.headers.get('cache-tag')).toBeNull();
  });
});

describe('what only the composition engine may ask for', () => {
  it('answers fragments as absent to a request without the secret, or with a wrong one', async () => {
    expect(await get(fragment('body'), {})).toMatchObject({ status: 404 });
    expect(await get('/_fragments/pages', { 'X-Fragment-Secret': `${SECRET}!` })).toMatchObject({
      status: 404,
    });
  });

  it.each([
    '/server/render.js',
    '/mf-stats.json',
    '/.deploys.json',
    '/%2e%2e/dist/server/render.js',
    '//server/render.js',
    '/%2fserver/render.js',
    '/./server/render.js',
    '//mf-stats.json',
    '/x/../.deploys.json',
  ])('never serves the build record or server bundle %s', async (urlPath) => {
    fs.writeFileSync(inDist('mf-stats.json'), '{}');
    fs.writeFileSync(inDist('.deploys.json'), '[]');
    expect(await get(urlPath, {})).toMatchObject({ status: 404 });
  });
});

describe('requests no server answers', () => {
  /** Sends raw bytes and reads the status line of the answer. */
  const statusLine = (request: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (data) => (answer += data));
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.setTimeout(2000, () => socket.destroy());
    });

  const send = (line: string) => statusLine(`${line}\r\nHost: a\r\nConnection: close\r\n\r\n`);

  it('answers a target that URL() rejects as the path it is, and goes on serving', async () => {
    expect(await send('GET //x:99999/ HTTP/1.1')).toBe('HTTP/1.1 404 Not Found');
  });

  it.each([
    ['an asterisk target', 'OPTIONS * HTTP/1.1'],
    ['an absolute-form target', 'GET http://evil.example/_fragments/pages HTTP/1.1'],
  ])('answers %s with a 400 and goes on serving', async (_case, line) => {
    expect(await send(line)).toBe('HTTP/1.1 400 Bad Request');
  });

  it.each([
    ['an unknown part', fragment('everything')],
    ['props that are not base64url JSON', '/_fragments/Widget?props=%%%'],
    ['a path that is not one', `/_fragments/Widget?path=evil&props=${encoded({})}`],
    ['props the module cannot use', fragment('body', { bad: true })],
  ])('answers a fragment request with %s with a 400', async (_case, urlPath) => {
    expect(await get(urlPath)).toMatchObject({ status: 400 });
  });
});

it('answers the page part with everything the shell needs, in one render', async () => {
  const outcome = await get(fragment('page'));
  expect(outcome).toMatchObject({ status: 200 });
  expect(JSON.parse(typeof outcome === 'string' ? '{}' : outcome.body)).toEqual({
    status: 200,
    data: {},
    // Its stylesheets, and no preload of its scripts: they would take the bandwidth a slow phone
    // needs for the page's largest image (bench: LCP 1.09× the script-free page with them).
    head: `<title>Widget</title><link rel="stylesheet" href="${PUBLIC_URL}chunk.9f8e7d6c.css">`,
    body: '<!--$--><p>version 2</p><!--/$-->',
  });
});

it("answers a widget's stylesheets from the manifest, and a 404 for a module it does not expose", async () => {
  expect(await get(fragment('styles'))).toEqual({
    status: 200,
    body: `<link rel="stylesheet" href="${PUBLIC_URL}chunk.9f8e7d6c.css">`,
  });
  expect(await get('/_fragments/Gadget?path=%2F&props=e30&part=styles')).toMatchObject({
    status: 404,
  });
});

describe("the build's identity and its contract (build-info.mjs)", () => {
  const info = {
    app: 'widgets',
    package: '@practice/widgets',
    version: '2.3.4',
    commit: '1a2b3c4d5e6f',
    builtAt: '2026-11-26T12:00:00.000Z',
    contract: '1.4.0',
    contractRange: '^1.2.0',
    exposes: ['Widget'],
    uses: [],
    shared: {},
  };
  beforeAll(() => publish(inDist('build-info.json'), JSON.stringify(info)));
  afterAll(() => fs.rmSync(inDist('build-info.json')));

  it('shows who it is: /version, /health, an X-Build header and a meta tag in every head part', async () => {
    const version = await fetch(`http://localhost:${port}/version`);
    expect(version.headers.get('x-build')).toBe('widgets@2.3.4+1a2b3c4d5e6f');
    expect(await version.json()).toEqual(info);
    const health = (await (await fetch(`http://localhost:${port}/health`)).json()) as {
      build: unknown;
    };
    expect(health.build).toEqual(info);
    const meta =
      '<meta name="build:widgets" content="widgets@2.3.4+1a2b3c4d5e6f built 2026-11-26T12:00:00.000Z, contract 1.4.0 (supports ^1.2.0)">';
    expect((await headOf(fragment('page'))).startsWith(`${meta}<title>Widget</title>`)).toBe(true);
    expect((await bodyOf(fragment('styles'))).startsWith(`${meta}<link `)).toBe(true);
  });

  it("renders for a shell whose contract it supports, and refuses another's, logging it once", async () => {
    const forShell = (contract: string) => `${fragment('body')}&contract=${contract}`;
    expect(await get(forShell('1.3.0'))).toMatchObject({ status: 200 });
    const logged = output.length;
    const refused = {
      status: 409,
      body: 'widgets@2.3.4+1a2b3c4d5e6f supports contract ^1.2.0; the shell sends contract 2.0.0.',
    };
    expect(await get(forShell('2.0.0'))).toEqual(refused);
    expect(await get(forShell('2.0.0'))).toEqual(refused);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output.slice(logged).trim().split('\n')).toEqual([
      'widgets: refused to render for the shell: widgets@2.3.4+1a2b3c4d5e6f supports contract ^1.2.0; the shell sends contract 2.0.0.',
    ]);
  });
});
