import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { blogApp, blogVariant, deployed } from '../support/blog-deploys';
import { resumePdf } from '../support/documents';
import { appHydrated, POPUP_NAME } from '../support/fixtures';
import { listeners } from '../support/processes';

/**
 * Telemetry on real processes: a site served as `npm start` serves it (shifted 400 ports past the
 * suite's own), a real Prometheus (Debian's) scraping every server's internal metrics address
 * each second, and an OTLP/HTTP receiver the servers export their spans to. The site's logs are
 * its processes' output.
 */
const root = path.resolve(__dirname, '../..');
const registry = JSON.parse(fs.readFileSync(path.join(root, 'server/registry.json'), 'utf8')) as {
  site: { port: number };
  metrics: { portShift: number };
  apps: { name: string; port: number }[];
  services: { upload: { port: number } };
};
const offset = Number(process.env.PORT_OFFSET ?? 0) + 400;
const port = (registryPort: number) => registryPort + offset;
const metricsPort = (serverPort: number) => serverPort + registry.metrics.portShift;
const site = `http://127.0.0.1:${port(registry.site.port)}`;
const uploadPort = port(registry.services.upload.port);
/** A blog server of its own, deployed to by the test: the site's builds stay as they are. */
const deployedBlogPort = port(3040);
const prometheusPort = port(3041);
const receiverPort = port(3042);
const PROMETHEUS = '/usr/bin/prometheus';
/** What a visitor searches for: it must reach no log line. */
const SEARCH = 'secret-term-zyx';
/** An applicant's name, in their file's name. */
const APPLICANT = 'Quillonby';

const targets: Record<string, number> = {
  engine: metricsPort(port(registry.site.port)),
  ...Object.fromEntries(registry.apps.map((app) => [app.name, metricsPort(port(app.port))])),
  upload: metricsPort(uploadPort),
  'blog-deployed': metricsPort(deployedBlogPort),
};

test.skip(!!process.env.BASE_URL, 'runs a site of the local builds');
test.skip(!fs.existsSync(PROMETHEUS), 'Prometheus is not installed (apt-get install prometheus)');
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
}

const spans: Span[] = [];
const logLines: string[] = [];
let siteProcess: ChildProcess;
let prometheus: ChildProcess;
let blogServer: ChildProcess;
let receiver: http.Server;
let workDir: string;
let blogDir: string;

/** An OTLP/HTTP receiver (the JSON encoding the exporter sends) keeping every span. */
function startReceiver(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: Omit<Span, 'service'>[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of request.resourceSpans) {
        const service =
          resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of scopeSpans)
          for (const span of scope.spans) spans.push({ ...span, service });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(receiverPort, '127.0.0.1', () => resolve(server)));
}

async function untilOk(url: string, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout, intervals: [250] },
    )
    .toBe(200);
}

/** One PromQL query's result vector. */
async function query(
  promql: string,
): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const url = `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(promql)}`;
  const answer = (await (await fetch(url)).json()) as { status: string; data: { result: [] } };
  expect(answer.status).toBe('success');
  return answer.data.result;
}

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-'));
  receiver = await startReceiver();
  siteProcess = spawn(process.execPath, [path.join(root, 'server/run/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT_OFFSET: String(offset),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [siteProcess.stdout!, siteProcess.stderr!]) {
    stream.setEncoding('utf8').on('data', (text: string) => logLines.push(...text.split('\n')));
  }
  blogDir = blogApp();
  blogServer = spawn(
    process.execPath,
    [
      path.join(root, 'server/app-server/remote-server.mjs'),
      blogDir,
      '--port',
      String(deployedBlogPort),
    ],
    { stdio: 'ignore', env: { ...process.env, OTEL_SERVICE_NAME: 'blog-deployed' } },
  );
  fs.writeFileSync(
    path.join(workDir, 'prometheus.yml'),
    // The site's own rules, as the deployment's Prometheus loads them (the recorded fallback share).
    `global: { scrape_interval: 1s, evaluation_interval: 1s }\nrule_files: ['${path.join(root, 'deploy/monitoring/alerts.yaml')}']\nscrape_configs:\n${Object.entries(
      targets,
    )
      .map(
        ([job, at]) =>
          `  - job_name: ${job}\n    static_configs: [{ targets: ['127.0.0.1:${at}'] }]\n`,
      )
      .join('')}`,
  );
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${path.join(workDir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(workDir, 'data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ],
    { stdio: 'ignore' },
  );
  await untilOk(`${site}/`);
  await untilOk(`http://127.0.0.1:${deployedBlogPort}/health`);
  await untilOk(`http://127.0.0.1:${prometheusPort}/-/ready`);
});

test.afterAll(async () => {
  prometheus?.kill();
  blogServer?.kill();
  receiver?.close();
  // A site that never started has no process group left (ESRCH): the rest must still go, or the
  // next run's Prometheus finds its port taken and answers with this run's.
  try {
    if (siteProcess?.pid) process.kill(-siteProcess.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await delay(500);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(blogDir, { recursive: true, force: true });
});

test('metrics are served on each server’s internal address, never through the site', async () => {
  expect((await fetch(`${site}/metrics`)).status).toBe(404);
  for (const app of registry.apps) {
    // The site answers once its engine and shell do: each other server once it has started.
    await untilOk(`http://127.0.0.1:${port(app.port)}/health`);
    expect((await fetch(`http://127.0.0.1:${port(app.port)}/metrics`)).status).toBe(404);
  }
  for (const [job, at] of Object.entries(targets)) {
    // A server that is still starting (the site answers once its engine and shell do; the upload
    // function, with the whole OpenTelemetry SDK to load, took over 30 s on a loaded machine).
    await untilOk(`http://127.0.0.1:${at}/metrics`);
    const answer = await fetch(`http://127.0.0.1:${at}/metrics`);
    expect(await answer.text(), job).toContain('# TYPE');
  }
});

test('a page: one JSON log line with its route and trace, Server-Timing, no search term', async () => {
  const answer = await fetch(`${site}/blog/?search=${SEARCH}`);
  expect(answer.status).toBe(200);
  const timing = answer.headers.get('server-timing') ?? '';
  expect(timing).toMatch(/shell;dur=[\d.]+;desc="render"/);
  expect(timing).toMatch(/blog;dur=[\d.]+;desc="page ok"/);
  expect(timing).not.toMatch(/127\.0\.0\.1|localhost|:\d{4}/);
  await expect
    .poll(() => logLines.filter((line) => line.includes('"route":"page"')).length)
    .toBeGreaterThan(0);
  const line = JSON.parse(logLines.find((l) => l.includes('"route":"page"'))!);
  expect(line).toMatchObject({ level: 'info', app: 'shell', method: 'GET', status: 200 });
  expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(typeof line.duration).toBe('number');
  expect(typeof line.build).toBe('string');
  expect(logLines.join('\n')).not.toContain(SEARCH);
});

test('an application leaves no trace of the applicant in any log line', async () => {
  const form = new FormData();
  form.append('role', 'Licensed Practical Nurse');
  form.append(
    'fileField',
    new Blob([new Uint8Array(resumePdf())], { type: 'application/pdf' }),
    `${APPLICANT} CV.pdf`,
  );
  const answer = await fetch(`http://127.0.0.1:${uploadPort}/upload_form`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json' },
  });
  expect(answer.status).toBeLessThan(300);
  await expect
    .poll(() => logLines.filter((line) => line.includes('"route":"/upload_form"')).length)
    .toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toContain(APPLICANT);
  await expect
    .poll(async () => (await query('applications_total{outcome="accepted"}')).length, {
      timeout: 10_000,
    })
    .toBe(1);
});

test('an application sent from the careers page: the function’s spans hang under the traceparent the browser sent', async ({
  page,
}) => {
  const position = 'Licensed Practical Nurse';
  await page.addLocatorHandler(page.getByRole('dialog', { name: POPUP_NAME }), (popup) =>
    popup.getByRole('button', { name: 'Close' }).click(),
  );
  // The origin the upload function lets send applications (its default, as npm start runs it).
  await page.goto(`http://localhost:${port(registry.site.port)}/career/`);
  await appHydrated(page);
  await page.getByRole('button', { name: `Apply now for ${position}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${position}` });
  await dialog
    .getByLabel('Choose files')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf() });
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/upload_form')),
    dialog.getByRole('button', { name: 'Submit application' }).click(),
  ]);
  // A trace the browser starts (the page's HTML, the same for every visitor, carries none).
  const traceparent = (await upload.allHeaders()).traceparent ?? '';
  const [, traceId, parent] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
  expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  await expect
    .poll(() => spans.some((s) => s.traceId === traceId && s.service === 'upload'), {
      timeout: 15_000,
    })
    .toBe(true);
  const trace = spans.filter((s) => s.traceId === traceId);
  const ids = new Set(trace.map((s) => s.spanId));
  // The function's request span hangs from the browser's context, every other from one of it.
  expect(trace.filter((s) => s.parentSpanId === parent).map((s) => s.service)).toEqual(['upload']);
  expect(trace.filter((s) => s.parentSpanId !== parent && !ids.has(s.parentSpanId ?? ''))).toEqual(
    [],
  );
  console.log(
    `The upload's trace ${traceId}:\n${trace.map((s) => `  ${s.service}: ${s.name} (${s.spanId} ← ${s.parentSpanId ?? '-'})`).join('\n')}`,
  );
});

test('a remote that fails to load in the browser is counted by a first-party beacon', async ({
  page,
}) => {
  // The blog's manifest is refused: its route's module cannot load.
  await page.route('**/mf-manifest.json', (route) =>
    route
      .request()
      .url()
      .includes(`:${port(3001)}/`)
      ? route.abort()
      : route.continue(),
  );
  const beacon = page.waitForRequest((request) => request.url().includes('/_telemetry/'));
  await page.goto(`${site}/blog/`);
  const sent = await beacon;
  expect(new URL(sent.url()).origin).toBe(site);
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ remote: 'blog' });
  const shellMetrics = `http://127.0.0.1:${targets.shell}/metrics`;
  await expect
    .poll(async () =>
      /browser_remote_failures_total\{[^}]*remote="blog"[^}]*\} [1-9]/.test(
        await (await fetch(shellMetrics)).text(),
      ),
    )
    .toBe(true);
});

test('Prometheus: every server up; a stopped remote’s fallback rate above zero', async () => {
  await expect
    .poll(async () => (await query('up == 1')).map((r) => r.metric.job).sort(), {
      timeout: 15_000,
    })
    .toEqual(Object.keys(targets).sort());

  // The reviews server stops answering (SIGSTOP) while Home is asked for: its widgets' includes
  // time out. A kept parameter of its own (the cache key holds only those: docs/product.md) gives
  // each request fragments the cache tier has not kept.
  const [reviews] = listeners(port(registry.apps.find((a) => a.name === 'reviews')!.port));
  process.kill(reviews!, 'SIGSTOP');
  try {
    for (let i = 0; i < 4; i += 1)
      expect((await fetch(`${site}/?role=t${Date.now()}`)).status).toBe(200);
  } finally {
    process.kill(reviews!, 'SIGCONT');
  }
  const fallbacks =
    'sum by (remote, reason) (rate(fragment_fallbacks_total{remote="reviews"}[1m]))';
  await expect
    .poll(async () => Number((await query(fallbacks))[0]?.value[1] ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
  // The share the alert watches, recorded by the site's rule: the reviews' widgets fell back.
  const share = 'remote:fragment_fallbacks:ratio_rate5m{remote="reviews"}';
  await expect
    .poll(async () => Number((await query(share))[0]?.value[1] ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
  console.log(`${share}: ${(await query(share))[0]?.value[1]}`);
  const cache = 'sum by (tier, status) (cache_answers_total)';
  const answers = await query(cache);
  console.log(
    `${fallbacks}: ${JSON.stringify((await query(fallbacks)).map((r) => [r.metric, r.value[1]]))}`,
  );
  console.log(`${cache}: ${JSON.stringify(answers.map((r) => [r.metric, r.value[1]]))}`);
  expect(answers.length).toBeGreaterThan(0);
});

test('pages the cache front answers from its store: one log line in 16, counted 16 times', async () => {
  const hits = 'sum(cache_answers_total{tier="composed",status="HIT"})';
  const counted = async () => Number((await query(hits))[0]?.value[1] ?? 0);
  const page = `${site}/?role=hits${Date.now()}`;
  const before = await counted();
  // Stored by its first answer (a miss), then kept a second: nearly every one after is a hit,
  // and nginx logs about one in 16 of them (none of 149: a chance of 7 in 100,000).
  for (let i = 0; i < 150; i += 1) await (await fetch(page)).text();
  await expect.poll(async () => (await counted()) - before, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(((await counted()) - before) % 16).toBe(0);
});

test('the dashboard: its panels, each PromQL expression evaluated by the real Prometheus', async () => {
  const dashboard = JSON.parse(
    fs.readFileSync(path.join(root, 'deploy/monitoring/dashboard.json'), 'utf8'),
  ) as { panels: { title: string; targets: { expr: string }[] }[] };
  const titles = dashboard.panels.map((panel) => panel.title);
  for (const topic of [
    /^Requests per second/,
    /latency p95, by remote/,
    /^Fallbacks per second, by remote/,
    /^Cache tier: share/,
    /^Builds live/,
  ])
    expect(titles).toContainEqual(expect.stringMatching(topic));
  const results: Record<string, unknown[]> = {};
  for (const { expr } of dashboard.panels.flatMap((panel) => panel.targets)) {
    const url = `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(expr)}`;
    const answer = (await (await fetch(url)).json()) as {
      status: string;
      error?: string;
      data?: { result: unknown[] };
    };
    expect([expr, answer.status, answer.error]).toEqual([expr, 'success', undefined]);
    results[expr] = answer.data?.result ?? [];
  }
  // What this site has surely done by now: answered requests, on builds it names.
  const requests = dashboard.panels.find((panel) => titles.indexOf(panel.title) === 0)!;
  await expect
    .poll(async () => (await query(requests.targets[0]!.expr)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect((await query('count by (name, version, commit) (build_info)')).length).toBeGreaterThan(0);
});

test('Prometheus: after a deploy, the new build’s info', async () => {
  const build = path.join(workDir, 'build');
  blogVariant(build, 'telemetry');
  // The same blog under another version and commit: the deploy's check lets it through.
  const infoFile = path.join(build, 'build-info.json');
  const buildInfo = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  fs.writeFileSync(infoFile, JSON.stringify({ ...buildInfo, version: '9.9.9', commit: 'feedbee' }));
  await deployed(blogDir, build);
  const info = 'build_info{job="blog-deployed"}';
  await expect
    .poll(async () => (await query(info)).map((r) => r.metric.commit), { timeout: 15_000 })
    .toEqual(['feedbee']);
  console.log(`${info}: ${JSON.stringify((await query(info)).map((r) => r.metric))}`);
});

test('one page request, one trace: the shell’s spans and each remote it included', async () => {
  // The visitor's trace context, as a browser or a proxy in front would send it; a kept parameter
  // of its own (docs/product.md), so that the cache tier has kept none of the page's fragments.
  const traceId = crypto.randomBytes(16).toString('hex');
  const parent = crypto.randomBytes(8).toString('hex');
  const answer = await fetch(`${site}/?role=${traceId}`, {
    headers: { traceparent: `00-${traceId}-${parent}-01` },
  });
  expect(answer.status).toBe(200);
  const services = () => new Set(spans.filter((s) => s.traceId === traceId).map((s) => s.service));
  await expect
    .poll(() => ['blog', 'reviews', 'shell'].every((service) => services().has(service)), {
      timeout: 15_000,
    })
    .toBe(true);
  const trace = spans.filter((s) => s.traceId === traceId);
  const ids = new Set(trace.map((s) => s.spanId));
  // Every span hangs from another of the trace, or from the visitor's.
  expect(trace.filter((s) => s.parentSpanId !== parent && !ids.has(s.parentSpanId ?? ''))).toEqual(
    [],
  );
  expect(trace.map((s) => s.name)).toEqual(
    expect.arrayContaining(['render page', 'render LatestArticles']),
  );
  console.log(
    `Home's trace ${traceId}:\n${trace.map((s) => `  ${s.service}: ${s.name} (${s.spanId} ← ${s.parentSpanId ?? '-'})`).join('\n')}`,
  );
});

test('the reviews relay carries the trace in the reviews server, and no trace context to the provider', async () => {
  // A provider of its own that keeps the headers it is sent, behind a reviews server of its own.
  const asked: http.IncomingHttpHeaders[] = [];
  const provider = http.createServer((req, res) => {
    asked.push(req.headers);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(port(3043), '127.0.0.1', resolve));
  const reviews = spawn(
    process.execPath,
    [
      path.join(root, 'server/app-server/remote-server.mjs'),
      path.join(root, 'mf-reviews'),
      '--build',
      path.join(root, 'mf-reviews/dist'),
      '--port',
      String(port(3044)),
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        OTEL_SERVICE_NAME: 'reviews-relay',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        REVIEWS_PROVIDER_URL: `http://127.0.0.1:${port(3043)}`,
      },
    },
  );
  try {
    await untilOk(`http://127.0.0.1:${port(3044)}/health`);
    const traceId = crypto.randomBytes(16).toString('hex');
    await fetch(`http://127.0.0.1:${port(3044)}/api/v1/widgets/omega-health-care`, {
      headers: { traceparent: `00-${traceId}-${crypto.randomBytes(8).toString('hex')}-01` },
    });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked.map((headers) => [headers.traceparent, headers.tracestate])).toEqual(
      asked.map(() => [undefined, undefined]),
    );
    await expect
      .poll(() => spans.filter((s) => s.traceId === traceId).map((s) => s.service))
      .toContain('reviews-relay');
  } finally {
    reviews.kill();
    provider.close();
  }
});
