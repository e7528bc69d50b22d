/**
 * @jest-environment node
 *
 * "Adding a remote is one registry entry plus its package": on a copy of the repository's
 * infrastructure, a fifth remote (news, port 3008, exposing NewsTicker) is added to the registry
 * and its package to the workspaces, `npm run generate` runs, and the new remote is everywhere a
 * remote must be: nginx (accepted by nginx -t), docker-compose.yml, the Dockerfile and deploy/k8s
 * as kustomize renders it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { parseStages } from './dockerfile-stages';
import { kustomize, kustomizeMissing, type KubeObject } from './kustomize';

const root = path.resolve(__dirname, '../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
const at = (file: string) => path.join(copy, file);
const read = (file: string) => fs.readFileSync(at(file), 'utf8');
const news = {
  name: 'news',
  dir: 'mf-news',
  package: '@practice/mf-news',
  port: 3008,
  exposes: ['NewsTicker'],
  routes: ['/news/*'],
};
const generate = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(__dirname, 'generate.mjs'), '--root', copy, ...args], {
    encoding: 'utf8',
  });

beforeAll(() => {
  for (const file of [
    'package.json',
    'server/registry.json',
    'Dockerfile',
    'docker-compose.yml',
    'shell/public/runtime-config.json',
    'server/compose/nginx',
    'server/compose/image',
    'deploy/k8s',
  ])
    fs.cpSync(path.join(root, file), at(file), { recursive: true });
  const registry = JSON.parse(read('server/registry.json'));
  registry.apps.push(news);
  fs.writeFileSync(at('server/registry.json'), JSON.stringify(registry));
  const pkg = JSON.parse(read('package.json'));
  pkg.workspaces.push(news.dir);
  fs.writeFileSync(at('package.json'), JSON.stringify(pkg));
  const run = generate();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

it('writes it all in one run: a second finds nothing to change', () => {
  expect(generate('--check').stdout).toBe('');
});

describe('the composition engine', () => {
  const site = () => read('server/compose/nginx/site.conf.template');

  it('balances over its servers and includes its fragments, from pages only', () => {
    expect(site()).toMatch(
      /upstream news_servers \{\s*server \$\{NEWS_SERVER\} max_fails=1 fail_timeout=1s;\s*\}/,
    );
    expect(site()).toMatch(
      /location \/_fragments\/news\/ \{\s*internal;\s*proxy_pass http:\/\/news_servers\/_fragments\/;\s*include \$\{NGINX_SNIPPETS\}\/fragment-proxy\.inc;\s*\}/,
    );
  });

  it('serves its files on its public port in the image', () => {
    expect(read('server/compose/image/remote-origins.conf.template')).toMatch(
      /listen 3008;[^}]*proxy_pass http:\/\/\$\{NEWS_SERVER\};/,
    );
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  (nginx ? it : it.skip)('is accepted by nginx -t, the image’s origins included', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-nginx-'));
    const registry = JSON.parse(read('server/registry.json')) as { apps: Array<typeof news> };
    const values: Record<string, string> = {
      NGINX_SNIPPETS: prefix,
      NGINX_CACHE_DIR: path.join(prefix, 'cache'),
      SITE_LISTEN: '127.0.0.1:18380',
      COMPOSE_LISTEN: `unix:${prefix}/compose.sock`,
      FRAGMENT_SECRET: 'a-secret-from-the-environment',
      NGINX_LOG_DIR: path.join(prefix, 'logs'),
      PAGE_RATE: '10r/s',
      PAGE_BURST: '40',
      REAL_IP_FROM: 'unix:',
      ...Object.fromEntries(
        registry.apps.map((app) => [`${app.name.toUpperCase()}_SERVER`, `127.0.0.1:${app.port}`]),
      ),
    };
    const fill = (file: string) =>
      read(file).replace(
        /\$\{(\w+)\}/g,
        (placeholder, name: string) => values[name] ?? placeholder,
      );
    try {
      fs.mkdirSync(path.join(prefix, 'logs'));
      fs.mkdirSync(values.NGINX_CACHE_DIR!);
      for (const file of fs.readdirSync(at('server/compose/nginx')))
        fs.writeFileSync(
          path.join(prefix, file.replace(/\.template$/, '')),
          fill(`server/compose/nginx/${file}`),
        );
      fs.writeFileSync(
        path.join(prefix, 'nginx.conf'),
        `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log; events {}
         http { access_log off; include ${prefix}/site.conf;
         ${fill('server/compose/image/remote-origins.conf.template')} }`,
      );
      execFileSync(nginx!, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        stdio: 'pipe',
      });
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});

it('is in the runtime config a shell build carries', () => {
  expect(JSON.parse(read('shell/public/runtime-config.json')).remotes).toContainEqual({
    name: 'news',
    entry: 'http://localhost:3008/mf-manifest.json',
  });
});

describe('docker-compose.yml and the Dockerfile', () => {
  type Service = {
    build?: { target?: string; args?: Record<string, string> };
    image?: string;
    ports?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, unknown>;
    deploy?: { replicas?: number };
  };
  const compose = () =>
    parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, Service>;
      configs: Record<string, { content: string }>;
    };

  it('runs its two replicas of the app-server image, built from its folder', () => {
    const service = compose().services.news;
    expect(service?.build).toMatchObject({
      target: 'app-server',
      args: { APP: 'mf-news', PORT: '3008' },
    });
    expect(service?.image).toBe('${IMAGE_PREFIX:-omega-health}/mf-news:${NEWS_TAG:-latest}');
    expect(service?.deploy?.replicas).toBe(2);
    expect(service?.environment).toMatchObject({
      PUBLIC_URL: 'http://localhost:3008/',
      FRAGMENT_SECRET: compose().services.engine?.environment?.FRAGMENT_SECRET,
    });
  });

  it('has the engine proxy to it and publish its port, the shell ask it, the runtime config name it', () => {
    const { services, configs } = compose();
    expect(services.engine?.ports).toContain('3008:3008');
    expect(services.engine?.environment?.NEWS_SERVER).toBe('news:3008');
    expect(Object.keys(services.engine?.depends_on ?? {})).toContain('news');
    expect(JSON.parse(services.shell?.environment?.REMOTE_SERVERS ?? '{}').news).toBe(
      'http://news:3008',
    );
    const config = JSON.parse(
      configs['runtime-config']!.content.replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    );
    expect(config.remotes).toContainEqual({
      name: 'news',
      entry: 'http://localhost:3008/mf-manifest.json',
    });
  });

  it("installs its manifest and exposes its port in the engine's image", () => {
    const stages = parseStages(read('Dockerfile'));
    const instructions = (name: string, keyword: string) =>
      stages
        .find((stage) => stage.name === name)!
        .instructions.filter((i) => i.keyword === keyword)
        .flatMap((i) => i.args);
    expect(instructions('manifests', 'COPY')).toContain('mf-news/package.json');
    expect(instructions('engine', 'EXPOSE')).toContain('3008');
  });
});

const kustomizations = ['base', 'overlays/staging', 'overlays/production'];
(kustomizeMissing ? describe.skip : describe).each(kustomizations)(
  `deploy/k8s/%s${kustomizeMissing ? ` (${kustomizeMissing})` : ''}`,
  (folder) => {
    let objects: KubeObject[];
    beforeAll(() => {
      objects = kustomize(at(`deploy/k8s/${folder}`));
    });
    /** What these tests read of the objects. */
    type Spec = {
      template: {
        spec: {
          containers: Array<{
            image: string;
            ports: unknown;
            env: Array<{ name: string; value?: string }>;
          }>;
        };
      };
      ports: Array<{ port: number }>;
      rules: Array<{
        host: string;
        http: { paths: Array<{ backend: { service: { name: string } } }> };
      }>;
      tls?: Array<{ hosts: string[] }>;
    };
    const find = (kind: string, name: string) =>
      objects.find((object) => object.kind === kind && object.metadata.name === name) as
        (KubeObject & { spec: Spec }) | undefined;
    const env = (deployment: string, name: string) =>
      find('Deployment', deployment)?.spec.template.spec.containers[0]?.env.find(
        (variable) => variable.name === name,
      )?.value;

    it('runs it as a Deployment, a Service and a disruption budget on its port', () => {
      const container = find('Deployment', 'news')?.spec.template.spec.containers[0];
      expect(container?.image).toMatch(/^omega-health\/mf-news(:|$)/);
      expect(container?.ports).toEqual([{ name: 'http', containerPort: 3008 }]);
      expect(find('Service', 'news')?.spec.ports[0]).toMatchObject({ port: 3008 });
      expect(find('PodDisruptionBudget', 'news')).toBeDefined();
      if (folder !== 'base') expect(container?.image).toMatch(/:1\.0\.0$/);
    });

    it('has the composition engine and the shell reach it, and browsers fetch its files from its host', () => {
      expect(env('engine', 'NEWS_SERVER')).toBe('news:3008');
      expect(JSON.parse(env('shell', 'REMOTE_SERVERS') ?? '{}').news).toBe('http://news:3008');
      const ingress = find('Ingress', 'omega-health')?.spec;
      const rule = ingress?.rules.find(
        (each) => each.http.paths[0]?.backend.service.name === 'news',
      );
      expect(rule?.host).toMatch(/^news\./);
      for (const tls of ingress?.tls ?? []) expect(tls.hosts).toContain(rule?.host);
      const origin = `${folder === 'base' ? 'http' : 'https'}://${rule?.host}`;
      const data = objects
        .filter((object) => object.kind === 'ConfigMap')
        .map((object) => (object as { data?: Record<string, string> }).data ?? {});
      // Its PUBLIC_URL (public-urls), and its entry in the shell's runtime config.
      expect(data.find((values) => 'site' in values)?.news).toBe(`${origin}/`);
      const runtimeConfig = data.find((values) => 'runtime-config.json' in values);
      expect(JSON.parse(runtimeConfig!['runtime-config.json']!).remotes).toContainEqual({
        name: 'news',
        entry: `${origin}/mf-manifest.json`,
      });
    });
  },
);
