import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxInstalled, registryApps, startEngine, type RunningEngine } from '../support/engines';

/**
 * What the composition engines bound, each started here over the site's own app servers as
 * `npm start` starts it (nginx with its cache tier): a long or odd query is a 414 page or a normal
 * page, never a remote's outage notice and never an include nginx could not write; nginx's cache
 * keeps one copy of a page whatever other parameters it is asked with; each client's rate of
 * pages is limited, with a 429 that says when to come back; and nginx's logs keep no query.
 */
test.skip(!!process.env.BASE_URL, 'starts composition engines over the local app servers');
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const offset = Number(process.env.PORT_OFFSET ?? 0);
const ports = { nginx: 3140 + offset, embedded: 3141 + offset, closed: 3142 + offset };
const apps = registryApps();
const address = (port: number) => `127.0.0.1:${port}`;
const shell = apps.find((app) => app.name === 'shell')!;
const remotes = Object.fromEntries(
  apps.filter((app) => app.name !== 'shell').map((app) => [app.name, address(app.port)]),
);
const engines = nginxInstalled() ? (['nginx', 'embedded'] as const) : (['embedded'] as const);

/** Starts an engine with a rate of pages of its own (page-rate.mjs reads it when it starts). */
async function start(
  engine: 'nginx' | 'embedded',
  rate = { PAGE_RATE: '1000r/s', PAGE_BURST: '1000' },
  remoteServers = remotes,
): Promise<RunningEngine> {
  const saved = { PAGE_RATE: process.env.PAGE_RATE, PAGE_BURST: process.env.PAGE_BURST };
  Object.assign(process.env, rate);
  try {
    return await startEngine(engine, {
      listen: address(ports[engine]),
      shell: address(shell.port),
      remotes: remoteServers,
      fragmentSecret: process.env.FRAGMENT_SECRET!,
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET, its target sent exactly as given (fetch would percent-encode a quote, and grow it). */
const get = (port: number, target: string) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: target, agent: false, timeout: 10_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer to ${target.slice(0, 40)}`)));
    request.on('error', reject);
  });

const quotes = `'()!`.repeat(1800);

for (const engine of engines) {
  test(`${engine}: a long or odd query is a 414 page or the page itself, never a 5xx or an include error`, async () => {
    const running = await start(engine);
    try {
      for (const target of [
        `/blog/?q=${quotes}`,
        `/?q=${'a'.repeat(4500)}`,
        `/blog/?page=${'9'.repeat(2000)}`,
      ]) {
        const response = await get(running.port, target);
        expect(response.status, target.slice(0, 40)).toBe(414);
        expect(response.body).toContain('<h1>This address is too long</h1>');
        expect(response.body).toContain('href="/blog/"');
      }
      for (const target of [
        `/?utm_source=${'a'.repeat(4500)}`,
        `/?${Array.from({ length: 300 }, (_, i) => `p${i}=${quotes.slice(0, 12)}`).join('&')}`,
        `/blog/?q=heart&page=1&${'x'.repeat(3000)}=1`,
      ]) {
        const response = await get(running.port, target);
        expect(response.status, target.slice(0, 40)).toBe(200);
        expect(response.body, target.slice(0, 40)).not.toContain('an error occurred');
        // Home's widgets and the blog's list are there, not their notices.
        expect(response.body, target.slice(0, 40)).not.toMatch(
          /temporarily unavailable|could not load/i,
        );
      }
      expect(running.process.exitCode).toBeNull();
    } finally {
      await running.stop();
    }
  });

  test(`${engine}: a client past its rate of pages gets a 429 that says when to come back; files are not counted`, async () => {
    const running = await start(engine, { PAGE_RATE: '2r/s', PAGE_BURST: '5' });
    try {
      const statuses: number[] = [];
      let refused: Answer | undefined;
      // Each a page no cache holds: a search of its own.
      for (let i = 0; i < 15; i += 1) {
        const response = await get(running.port, `/blog/?q=limit${i}`);
        statuses.push(response.status);
        if (response.status === 429) refused ??= response;
      }
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(6);
      expect(refused, statuses.join(' ')).toBeDefined();
      expect(refused!.headers['retry-after']).toBe('1');
      expect(refused!.headers['x-content-type-options']).toBe('nosniff');
      expect(refused!.body).toContain('Wait a second, then reload the page.');
      // Files are read, not rendered: none of these is refused while pages are.
      for (let i = 0; i < 15; i += 1) {
        const response = await get(running.port, '/runtime-config.json');
        expect(response.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await get(running.port, '/blog/?q=later')).status).toBe(200);
    } finally {
      await running.stop();
    }
  });
}

test('nginx caches a page once whatever other parameters it is asked with, keyed by its parts', async () => {
  test.skip(!nginxInstalled(), 'nginx is not installed');
  const running = await start('nginx');
  try {
    for (const target of [
      '/blog/?q=heart',
      '/blog/?utm_source=a&q=heart',
      '/blog/?q=heart&x=1',
      '/blog/?q=heart&q=other',
    ]) {
      expect((await get(running.port, target)).status, target).toBe(200);
    }
    const pages = path.join(running.dir, 'cache/pages');
    const keys = fs
      .readdirSync(pages, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          /\nKEY: ([^\n]*)\n/.exec(
            fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1'),
          )?.[1],
      );
    expect(keys).toEqual(['http /blog/ q=heart  ']);
  } finally {
    await running.stop();
  }
});

test("nginx's logs keep the path of a search, never its query", async () => {
  test.skip(!nginxInstalled(), 'nginx is not installed');
  // The reviews' server refused: Home's reviews widget fails, which nginx logs.
  const running = await start('nginx', undefined, { ...remotes, reviews: address(ports.closed) });
  try {
    const term = 'depression-and-pregnancy-private-term';
    for (const target of [`/blog/?q=${term}`, `/?q=${term}`, `/nothing-here/?q=${term}`]) {
      await get(running.port, target);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const logs = fs
      .readdirSync(path.join(running.dir, 'logs'))
      .filter((file) => file.endsWith('.log'))
      .map((file) => ({
        file,
        text: fs.readFileSync(path.join(running.dir, 'logs', file), 'utf8'),
      }));
    const all = logs.map(({ text }) => text).join('\n');
    expect(all).toContain('"GET /blog/"');
    expect(all).toMatch(/fragment \/_fragments\/reviews\/\w+ failed/);
    for (const { file, text } of logs) expect(text, file).not.toContain(term);
  } finally {
    await running.stop();
  }
});
