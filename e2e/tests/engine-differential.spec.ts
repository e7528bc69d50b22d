import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { nginxInstalled, registryApps, startEngine, type RunningEngine } from '../support/engines';
import { HOSTILE_CASES, hostileShortfalls } from '../support/hostile-corpus';
import { sitemapPaths } from '../support/sitemap';

/**
 * The two composition engines answer alike. nginx (every deployment; here without its cache tier)
 * and the embedded engine
 * (`npm start` without nginx) run side by side on ports of their own over the app servers of the
 * site under test. For every URL of the sitemap, unknown posts and providers and an unknown path,
 * with all remotes well and with each remote refusing, failing (500) or hanging, both answer with
 * the same status, the same headers and the same composed HTML, byte for byte. Only the framing
 * (Content-Length or chunks: nginx streams a page, the embedded engine sends it whole), Date,
 * Server and the connection's headers may differ. A failing remote is put where only the engines
 * meet it (the shell's server asks the real one, server-failures.spec.ts covers the other case),
 * so that every include of it takes the failure path.
 */
const offset = Number(process.env.PORT_OFFSET ?? 0);
const ports = {
  nginx: 3120 + offset,
  embedded: 3121 + offset,
  failing: 3122 + offset,
  hanging: 3123 + offset,
  closed: 3124 + offset,
};
const EXTRA_PATHS = ['/blog/No-Such-Post/', '/ourteam/Nobody_Here/', '/no-such-page/'];
/**
 * Headers that say how the bytes travel, not what they are; and Server-Timing, a measurement of
 * each request (the embedded engine adds its includes' times, which nginx cannot: telemetry.md).
 */
const FRAMING = new Set([
  'server-timing',
  'date',
  'server',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

test.skip(!!process.env.BASE_URL, 'runs composition engines over the local app servers');
test.skip(!nginxInstalled(), 'nginx is not installed: there is no second engine to compare with');
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const apps = registryApps();
const address = (port: number) => `127.0.0.1:${port}`;
const shell = apps.find((app) => app.name === 'shell')!;
const remoteNames = apps.filter((app) => app.name !== 'shell').map((app) => app.name);
const realRemotes = Object.fromEntries(
  apps.filter((app) => app.name !== 'shell').map((app) => [app.name, address(app.port)]),
);

const failing = http.createServer((_req, res) => res.writeHead(500).end('Internal Server Error'));
const hanging = http.createServer(() => {
  // never answers
});

/** Comparisons that differed and were asked again (a remote slow for one engine only). */
let askedAgain = 0;

interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
}

/** One request over a fresh connection, the target sent exactly as given. */
function ask(port: number, target: string, method = 'GET', headers = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const names: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!.toLowerCase();
            if (!FRAMING.has(name)) names.push(`${name}: ${response.rawHeaders[i + 1]}`);
          }
          const encoding = response.headers['content-encoding'];
          // Two gzip encoders need not write the same bytes: what they encode must be the same.
          const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: names.sort(), body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Where the engines' answers to one request differ, or null. Asked again up to twice before it
 * counts: a real remote loaded by the other suites may miss the 650 ms bound for one engine only.
 */
async function difference(
  engines: RunningEngine[],
  target: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<string | null> {
  let found: string | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [a, b] = await Promise.all(
      engines.map((engine) => ask(engine.port, target, method, headers)),
    );
    found =
      a!.status !== b!.status
        ? `status ${a!.status} ≠ ${b!.status}`
        : JSON.stringify(a!.headers) !== JSON.stringify(b!.headers)
          ? `headers ${JSON.stringify(a!.headers)} ≠ ${JSON.stringify(b!.headers)}`
          : !a!.body.equals(b!.body)
            ? `body (${a!.body.length} ≠ ${b!.body.length} bytes) first differs at ${firstDifference(a!.body, b!.body)}`
            : null;
    if (!found) return null;
    askedAgain += 1;
  }
  return `${method} ${target} ${JSON.stringify(headers)}: ${found}`;
}

function firstDifference(a: Buffer, b: Buffer): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `byte ${i}: …${a.subarray(i, i + 80).toString()}… ≠ …${b.subarray(i, i + 80).toString()}…`;
}

/** Runs `check` for each item, a few at a time. */
async function eachLimited<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
    }),
  );
}

async function startBoth(remotes: Record<string, string>): Promise<RunningEngine[]> {
  const options = {
    shell: address(shell.port),
    remotes,
    fragmentSecret: process.env.FRAGMENT_SECRET!,
    // Composition is compared: nginx without its cache tier, which by design answers what it
    // composed before where a remote now fails (cache-tier.spec.ts).
    cache: false,
  };
  return Promise.all([
    startEngine('nginx', { ...options, listen: address(ports.nginx) }),
    startEngine('embedded', { ...options, listen: address(ports.embedded) }),
  ]);
}

const conditions: Array<{ name: string; remotes: Record<string, string> }> = [
  { name: 'every remote well', remotes: realRemotes },
  ...remoteNames.flatMap((name) =>
    (
      [
        ['refusing', ports.closed],
        ['answering 500', ports.failing],
        ['hanging', ports.hanging],
      ] as const
    ).map(([how, port]) => ({
      name: `${name} ${how}`,
      remotes: { ...realRemotes, [name]: address(port) },
    })),
  ),
];

let paths: string[] = [];

test.beforeAll(async ({ request }) => {
  paths = [...(await sitemapPaths(request)), ...EXTRA_PATHS];
  await new Promise<void>((resolve) => failing.listen(ports.failing, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hanging.listen(ports.hanging, '127.0.0.1', resolve));
});

test.afterAll(() => {
  for (const server of [failing, hanging]) {
    server.closeAllConnections();
    server.close();
  }
});

test('every page, under every remote condition, is the same from both engines', async () => {
  const differences: string[] = [];
  const took: string[] = [];
  for (const condition of conditions) {
    const started = Date.now();
    const engines = await startBoth(condition.remotes);
    try {
      await eachLimited(paths, async (target) => {
        const found = await difference(engines, target);
        if (found) differences.push(`${condition.name}: ${found}`);
      });
    } finally {
      await Promise.all(engines.map((engine) => engine.stop()));
    }
    took.push(`${condition.name} ${Date.now() - started} ms`);
  }
  test.info().annotations.push({
    type: 'compared',
    description: `${paths.length} URLs × ${conditions.length} conditions = ${paths.length * conditions.length} pages, ${askedAgain} asked again`,
  });
  test.info().annotations.push({ type: 'time per condition', description: took.join(', ') });
  expect(differences).toEqual([]);
});

test('every other way of asking is answered the same by both engines', async () => {
  const engines = await startBoth(realRemotes);
  try {
    const home = (await ask(engines[0]!.port, '/')).body.toString();
    // The script is main.js, which the page's inline boot.js names (data-main) and starts.
    const [script, styles, image] = [/\.js/, /\.css/, /\.svg/].map(
      (type) => new RegExp(`(?:src|href|data-main)="?(/[^"\\s>]+${type.source})`).exec(home)?.[1],
    );
    expect([script, styles, image], 'the home page loads files of the shell').not.toContain(
      undefined,
    );
    const differences: string[] = [];
    const requests: Array<[string, string?, Record<string, string>?]> = [
      ...paths.map((target): [string, string, Record<string, string>] => [
        target,
        'GET',
        { 'Accept-Encoding': 'gzip, br' },
      ]),
      ...paths.map((target): [string, string] => [target, 'HEAD']),
      ['/', 'GET', { 'X-Forwarded-Proto': 'https' }],
      ['/', 'GET', { 'Accept-Encoding': 'gzip;q=0' }],
      [script!, 'GET', { 'Accept-Encoding': 'br' }],
      [script!, 'GET', { 'Accept-Encoding': 'gzip' }],
      [script!, 'HEAD'],
      [styles!, 'GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
      [image!, 'GET', { 'Accept-Encoding': 'gzip' }],
      [image!, 'GET', { 'If-None-Match': '"x"', Range: 'bytes=0-9' }],
      ['/sitemap.xml', 'GET', { 'Accept-Encoding': 'gzip' }],
      ['/robots.txt'],
      ['/runtime-config.json'],
      ['/health'],
      ['/health', 'HEAD'],
      ['/blog/?page=2&x=%20y'],
      ['//x:99999/'],
      ['/a/../aboutUs/'],
      ['/server/render.js'],
      ['/app.html'],
      ['/_fragments/blog/BlogRoutes?part=body'],
      ['/_fragments/reviews/'],
      ['/_fragments/'],
    ];
    await eachLimited(requests, async ([target, method, headers]) => {
      const found = await difference(engines, target, method, headers);
      if (found) differences.push(found);
    });
    expect(differences).toEqual([]);

    // nginx's own answers name nginx in their bodies: here the statuses must agree.
    for (const target of ['/%2e%2e/%2e%2e/etc/passwd', '/%zz', '/a%00.js']) {
      const [a, b] = await Promise.all(engines.map((engine) => ask(engine.port, target)));
      expect(b!.status, target).toBe(a!.status);
    }
  } finally {
    await Promise.all(engines.map((engine) => engine.stop()));
  }
});

test('both engines answer the hostile corpus with client errors, and neither falls', async () => {
  const engines = await startBoth(realRemotes);
  try {
    test.info().annotations.push({
      type: 'corpus',
      description: `${HOSTILE_CASES} cases × ${engines.length} engines`,
    });
    for (const engine of engines) {
      const nginx = engine.engine === 'nginx';
      expect(await hostileShortfalls(engine.port, { nginx }), engine.engine).toEqual([]);
      expect(engine.process.exitCode, engine.engine).toBeNull();
      expect((await ask(engine.port, '/health')).status, engine.engine).toBe(200);
    }
  } finally {
    await Promise.all(engines.map((engine) => engine.stop()));
  }
});
