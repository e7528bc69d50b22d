/**
 * @jest-environment node
 *
 * No Docker engine runs here: these tests read docker-compose.yml, the Dockerfile's stages it
 * builds and the nginx templates the engine's image holds, check them against the registry and
 * the packages, and let Debian's nginx (when installed) validate the configuration the engine
 * writes from them when it starts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import registry from '../registry.json';
import { parseStages } from './dockerfile-stages';

interface ComposeService {
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  image?: string;
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  restart?: string;
  read_only?: boolean;
  tmpfs?: string[];
  profiles?: string[];
  networks?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  configs?: Array<{ source: string; target: string }>;
}

const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { internal?: boolean }>;
  configs: Record<string, { content: string }>;
};
const stages = parseStages(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
/** What compose makes of `${NAME:-default}` when NAME is not set. */
const withDefaults = (text: string) => text.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
const runtimeConfig = JSON.parse(withDefaults(compose.configs['runtime-config']!.content)) as {
  remotes: Array<{ name: string; entry: string }>;
  reviews: { apiBase: string };
  uploadUrl: string;
};

/** The apps as the registry lists them, with the base (unshifted) ports. */
const { apps, services } = registry;
const remotes = apps.filter((app) => app.name !== 'shell');
const { engine } = compose.services as { engine: ComposeService };

/** The host port a service publishes for `containerPort` (its first one if none is named). */
const hostPort = (service: ComposeService, containerPort?: number) =>
  Number(
    service.ports
      ?.map((mapping) => mapping.split(':'))
      .find(([, inside]) => containerPort === undefined || Number(inside) === containerPort)?.[0],
  );
const mounted = (service: ComposeService, target: string) =>
  service.volumes?.find((volume) => volume.split(':')[1] === target)?.split(':')[0];
const stage = (service: ComposeService) =>
  stages.find((candidate) => candidate.name === service.build?.target);
/** The value a stage's ENV gives `name`. */
const env = (name: string, service: ComposeService) =>
  stage(service)
    ?.instructions.filter((i) => i.keyword === 'ENV')
    .map((i) => new RegExp(`\\b${name}=(\\S+)`).exec(i.text)?.[1])
    .find(Boolean);

describe('the registry', () => {
  it.each(apps)("names $dir's package", (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(app.package);
  });

  it('lists every app package of the workspace, and nothing else with a webpack config', () => {
    const withWebpack = fs
      .readdirSync(root)
      .filter((dir) => fs.existsSync(path.join(root, dir, 'webpack.config.mjs')));
    expect(withWebpack.sort()).toEqual(apps.map((app) => app.dir).sort());
  });

  it("is what shared-types' contracts name: each exposed module", () => {
    const contracts = fs.readFileSync(path.join(root, 'shared-types/src/exposes.ts'), 'utf8');
    const ids = [...contracts.matchAll(/^ {2}'(\w+)\/(\w+)':/gm)].map((m) => `${m[1]}/${m[2]}`);
    expect(ids.sort()).toEqual(
      remotes.flatMap((app) => app.exposes.map((expose) => `${app.name}/${expose}`)).sort(),
    );
  });
});

describe('docker-compose.yml', () => {
  it('runs one service per app of the registry, the upload function and the engine, the stub in the local profile only and Prometheus in the monitoring one', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        ...apps.map((app) => app.name),
        services.upload.name,
        services.reviewsStub.name,
        'engine',
        'prometheus',
      ].sort(),
    );
    const profiled = Object.entries(compose.services).filter(([, service]) => service.profiles);
    expect(profiled.map(([name, service]) => [name, service.profiles])).toEqual([
      [services.reviewsStub.name, ['local']],
      ['prometheus', ['monitoring']],
    ]);
  });

  it("builds every service of the site from a target of the Dockerfile, each image tagged per app (Prometheus is Prometheus's image: monitoring.test.ts)", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'prometheus') continue;
      expect(path.resolve(root, service.build?.context ?? '')).toBe(root);
      expect(service.build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
      expect(stage(service)).toBeDefined();
      // A team ships its version as a tag of its own image: BLOG_TAG=7.
      const tag = /^\$\{IMAGE_PREFIX:-[\w-]+\}\/([\w-]+):\$\{(\w+)_TAG:-latest\}$/.exec(
        service.image!,
      );
      expect([name, tag?.[2]]).toEqual([name, name.toUpperCase().replace('-', '_')]);
    }
    for (const app of apps) expect(compose.services[app.name]!.image).toContain(`/${app.dir}:`);
  });

  it.each(apps)(
    'runs $dir in two replicas of the app-server image, built with its folder and port',
    (app) => {
      const service = compose.services[app.name]!;
      expect(service.build?.target).toBe('app-server');
      expect(service.build?.args).toEqual({
        APP: app.dir,
        PORT: String(app.port),
        ...(app.name === 'shell' ? { SERVER: 'shell' } : {}),
      });
      expect(service.deploy?.replicas).toBe(2);
      // Replicas cannot share a published port: the engine holds the remotes' (below).
      expect(service.ports).toBeUndefined();
    },
  );

  it('gives every service a health check, a restart policy and a read-only root, and mounts nothing of the repository', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const imageCheck = stage(service)?.instructions.some((i) => i.keyword === 'HEALTHCHECK');
      expect([name, Boolean(service.healthcheck ?? imageCheck)]).toEqual([name, true]);
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.read_only]).toEqual([name, true]);
      // Named volumes only: no path of this machine, the checkout least of all.
      for (const volume of service.volumes ?? [])
        expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
    }
  });

  it('starts the engine once every server it proxies to is healthy, and the stub depends on nothing', () => {
    const proxied = Object.entries(engine.environment ?? {})
      .filter(([name]) => name.endsWith('_SERVER'))
      .map(([, address]) => address.split(':')[0]);
    expect(Object.keys(engine.depends_on ?? {}).sort()).toEqual(proxied.sort());
    for (const service of Object.values(compose.services))
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition).toBe('service_healthy');
        expect(compose.services[dependency]?.profiles).toBeUndefined();
      }
  });

  it('publishes the site and each remote, for the browser, on the engine, which proxies each to its service', () => {
    expect(hostPort(engine, Number(env('SITE_LISTEN', engine)))).toBe(registry.site.port);
    const origins = fs.readFileSync(
      path.join(root, 'server/compose/image/remote-origins.conf.template'),
      'utf8',
    );
    for (const app of remotes) {
      expect(hostPort(engine, app.port)).toBe(app.port);
      const proxied = new RegExp(`listen ${app.port};[^}]*proxy_pass http://\\$\\{(\\w+)\\};`).exec(
        origins,
      )?.[1];
      expect(engine.environment?.[proxied!]).toBe(`${app.name}:${app.port}`);
      expect(compose.services[app.name]?.environment?.PUBLIC_URL).toBe(
        `http://localhost:${app.port}/`,
      );
    }
  });

  it('composes the pages in front of the shell and every remote, at the ports their images listen on', () => {
    const servers = JSON.parse(
      compose.services.shell!.environment?.REMOTE_SERVERS ?? '{}',
    ) as Record<string, string>;
    for (const app of apps) {
      const target = engine.environment?.[`${app.name.toUpperCase()}_SERVER`];
      expect(target).toBe(`${app.name}:${compose.services[app.name]!.build?.args?.PORT}`);
      if (app.name !== 'shell') expect(servers[app.name]).toBe(`http://${target}`);
    }
  });

  it("gives the shell a runtime config naming the remotes' public ports, the reviews relay and the upload function", () => {
    const shell = compose.services.shell!;
    expect(shell.configs).toEqual([
      { source: 'runtime-config', target: shell.environment?.RUNTIME_CONFIG_FILE },
    ]);
    expect(runtimeConfig.remotes.map((remote) => remote.name).sort()).toEqual(
      remotes.map((app) => app.name).sort(),
    );
    for (const remote of runtimeConfig.remotes) {
      const url = new URL(remote.entry);
      expect(Number(url.port)).toBe(
        hostPort(engine, remotes.find((r) => r.name === remote.name)!.port),
      );
      expect(url.pathname).toBe('/mf-manifest.json');
    }
    // Browsers ask the reviews remote's relay, never the provider (docs/product.md, "The calls it
    // makes", call 1); the relay reaches the provider, the stub unless REVIEWS_PROVIDER_URL says.
    const reviews = remotes.find((app) => app.name === 'reviews')!;
    expect(runtimeConfig.reviews.apiBase).toBe(
      `http://localhost:${hostPort(engine, reviews.port)}`,
    );
    const provider = withDefaults(
      compose.services.reviews!.environment?.REVIEWS_PROVIDER_URL ?? '',
    );
    expect(provider).toBe(`http://${services.reviewsStub.name}:${services.reviewsStub.port}`);
    const upload = compose.services[services.upload.name]!;
    expect(runtimeConfig.uploadUrl).toBe(
      `http://localhost:${hostPort(upload, services.upload.port)}/upload_form`,
    );
  });

  it('gives the engine a tmpfs wherever nginx writes', () => {
    const image = stages.find((candidate) => candidate.name === 'engine')!;
    const run = image.instructions.find((i) => i.keyword === 'RUN')!.text;
    const pid = /pid (\/\w+)\//.exec(run)?.[1];
    expect(engine.tmpfs).toEqual(
      expect.arrayContaining([env('NGINX_SNIPPETS', engine), '/var/cache/nginx', pid]),
    );
  });

  it('runs every Node server on every interface of its container (local servers: loopback only)', () => {
    const nodeServices = Object.entries(compose.services)
      .filter(([name]) => name !== 'engine' && name !== 'prometheus')
      .map(([, service]) => service);
    expect(nodeServices.length).toBe(apps.length + 2);
    for (const service of nodeServices) expect(env('LISTEN_HOST', service)).toBe('0.0.0.0');
  });

  it("keeps the app servers' fragments on an internal network that only the engine, the app servers and Prometheus (their metrics ports) join", () => {
    const internal = Object.entries(compose.networks ?? {})
      .filter(([, network]) => network.internal === true)
      .map(([name]) => name);
    expect(internal).toHaveLength(1);
    const joined = (service: ComposeService) => service.networks ?? ['default'];
    const members = Object.entries(compose.services)
      .filter(([, service]) => joined(service).includes(internal[0]!))
      .map(([name]) => name);
    expect(members.sort()).toEqual(['engine', 'prometheus', ...apps.map((app) => app.name)].sort());
    // Each app server is on that network alone and publishes nothing: nothing else reaches it.
    // The reviews' server also has a way out to the reviews provider (its relay), on a network
    // that only the provider's local stand-in joins besides it.
    for (const app of apps) {
      const own = app.name === 'reviews' ? [...internal, 'provider'] : internal;
      expect(joined(compose.services[app.name]!)).toEqual(own);
      expect(compose.services[app.name]!.ports).toBeUndefined();
    }
    const onProvider = Object.entries(compose.services).filter(([, service]) =>
      joined(service).includes('provider'),
    );
    expect(onProvider.map(([name]) => name).sort()).toEqual(['reviews', services.reviewsStub.name]);
    expect(compose.networks?.provider?.internal).toBeUndefined();
  });

  describe('the upload function', () => {
    const upload = compose.services[services.upload.name]!;

    it('keeps applications and the outbox in a named volume at UPLOAD_DIR, which its user owns', () => {
      const uploadDir = upload.environment?.UPLOAD_DIR;
      expect(env('UPLOAD_DIR', upload)).toBe(uploadDir);
      expect(mounted(upload, uploadDir!)).toBe('applications');
      // The volume starts out owned like the image's folder: the non-root user must own it.
      const runs = stage(upload)!
        .instructions.filter((i) => i.keyword === 'RUN')
        .map((i) => i.text);
      expect(runs.join(' ')).toMatch(/chown node:node "\$UPLOAD_DIR"/);
    });

    it('passes the mail, retention and proxy settings through', () => {
      expect(Object.keys(upload.environment ?? {})).toEqual(
        expect.arrayContaining([
          'SMTP_URL',
          'HIRING_INBOX',
          'MAIL_FROM',
          'MAIL_ATTACHMENTS',
          'RETENTION_DAYS',
          'TRUST_PROXY_HOPS',
        ]),
      );
    });
  });
});

describe('nginx configuration', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, 'server/compose', file), 'utf8');
  /** The engine's environment: its image's, then the service's. */
  const engineEnv: Record<string, string> = {
    SITE_LISTEN: env('SITE_LISTEN', engine)!,
    NGINX_SNIPPETS: env('NGINX_SNIPPETS', engine)!,
    COMPOSE_LISTEN: env('COMPOSE_LISTEN', engine)!,
    NGINX_CACHE_DIR: env('NGINX_CACHE_DIR', engine)!,
    NGINX_LOG_DIR: env('NGINX_LOG_DIR', engine)!,
    PAGE_RATE: env('PAGE_RATE', engine)!,
    PAGE_BURST: env('PAGE_BURST', engine)!,
    REAL_IP_FROM: env('REAL_IP_FROM', engine)!,
    TELEMETRY_LOG: env('TELEMETRY_LOG', engine)!,
    ...engine.environment,
  };
  /** What the nginx image writes from a template: each placeholder filled from the environment. */
  const fill = (file: string, values = engineEnv) =>
    read(file).replace(/\$\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  const baked = stages
    .find((candidate) => candidate.name === 'engine')!
    .instructions.filter((i) => i.keyword === 'COPY')
    .flatMap((copy) => copy.args.slice(0, -1))
    .map((source) => path.relative('server/compose', source));

  it('bakes every file of server/compose/nginx into the engine image', () => {
    // kustomization.yaml only turns these files into the Kubernetes engine's ConfigMap.
    const files = fs
      .readdirSync(path.join(root, 'server/compose/nginx'))
      .filter((file) => file !== 'kustomization.yaml');
    expect(baked).toEqual(expect.arrayContaining(files.map((file) => `nginx/${file}`)));
  });

  it('has a value in the engine for every placeholder of its templates', () => {
    for (const template of baked) expect(fill(template)).not.toMatch(/\$\{\w+\}/);
  });

  it('gives the composition engine and every app server the same fragment secret', () => {
    const secret = engine.environment?.FRAGMENT_SECRET;
    expect(secret).toMatch(/^\$\{FRAGMENT_SECRET:\?.+\}$/);
    for (const app of apps)
      expect(compose.services[app.name]?.environment?.FRAGMENT_SECRET).toBe(secret);
    expect(read('nginx/fragment-proxy.inc.template')).toContain(
      'proxy_set_header X-Fragment-Secret "${FRAGMENT_SECRET}";',
    );
  });

  it('sends the security headers, leaving the Content-Security-Policy to the shell', () => {
    const headers = read('nginx/security-headers.inc');
    expect(headers).toContain('X-Content-Type-Options "nosniff"');
    expect(headers).toMatch(/Referrer-Policy "[a-z-]+"/);
    expect(headers).toMatch(/Permissions-Policy "camera=\(\), microphone=\(\)/);
    expect(headers).toContain('Strict-Transport-Security $hsts');
    // The shell's server makes the policy from the runtime config (content-security-policy.ts).
    expect(headers).not.toMatch(/add_header Content-Security-Policy/);
    expect(fill('nginx/site.conf.template')).toMatch(/server_tokens off;/);
  });

  it('includes each remote only from pages, bounded to a second, an error becoming the notice', () => {
    const conf = fill('nginx/site.conf.template');
    const locations = [...conf.matchAll(/location \/_fragments\/(\w+)\/ \{\s*internal;/g)];
    expect(locations.map((match) => match[1])).toEqual(remotes.map((app) => app.name));
    expect(conf).toMatch(/location \/ \{[^}]*ssi on;/);
    const proxy = read('nginx/fragment-proxy.inc.template');
    const seconds = (name: string) => {
      const value = new RegExp(`${name} (\\d+)(ms|s);`).exec(proxy);
      return value ? Number(value[1]) / (value[2] === 'ms' ? 1000 : 1) : Infinity;
    };
    expect(seconds('proxy_connect_timeout') + seconds('proxy_read_timeout')).toBeLessThanOrEqual(1);
    const errors = /error_page ([\d ]+) = @no_fragment;/.exec(proxy)?.[1]?.split(' ') ?? [];
    expect(errors).toEqual(expect.arrayContaining(['404', '500', '502', '503', '504']));
  });

  it('balances each app over its replicas, leaving out one that fails and asking the next', () => {
    const conf = read('nginx/site.conf.template');
    for (const app of apps) {
      const server = `server \\$\\{${app.name.toUpperCase()}_SERVER\\}`;
      // The shell's replicas again as backups: asked when every replica is left out (0 failed
      // requests through a replica kill, DESIGN.md), where nginx would answer every page 502.
      const backup = app.name === 'shell' ? `${server} backup max_fails=0;\\s*` : '';
      const upstream = new RegExp(
        `upstream ${app.name}_servers \\{\\s*${server} max_fails=1 fail_timeout=\\d+s;\\s*${backup}\\}`,
      );
      expect(conf).toMatch(upstream);
    }
    const targets = [...conf.matchAll(/proxy_pass http:\/\/(\w+)/g)].map((match) => match[1]);
    expect(targets.sort()).toEqual(apps.map((app) => `${app.name}_servers`).sort());
    expect(conf).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(conf).toMatch(/proxy_next_upstream_tries [1-9];/);
    // The shell's 503 is a page's status (its remote is unavailable), not a failing replica.
    expect(conf).toMatch(
      /proxy_pass http:\/\/shell_servers;[^{}]*proxy_next_upstream error timeout http_502 http_504;/,
    );
  });

  it('caches pages and every include, only answers that name their apps', () => {
    const conf = fill('nginx/site.conf.template');
    expect(conf).toMatch(/^include \S+\/cache-zone\.inc;/m);
    // The composed pages' front listens at the site's address, the composition behind it.
    expect(conf).toMatch(/^include \S+\/cache-front\.inc;/m);
    expect(fill('nginx/cache-front.inc.template')).toMatch(/listen 8080;[^]*proxy_cache pages;/);
    expect(conf).toMatch(/location \/ \{[^}]*include \S+\/cache\.inc;/);
    // Every fragment location includes fragment-proxy.inc, which includes the cache tier.
    expect(read('nginx/fragment-proxy.inc.template')).toMatch(/^include \S+\/cache\.inc;/m);
    expect(read('nginx/cache-zone.inc.template')).toMatch(
      /map \$upstream_http_cache_tag \$cache_untagged/,
    );
    const cache = read('nginx/cache.inc');
    expect(cache).toMatch(/^proxy_no_cache \$cache_untagged;/m);
    // Error statuses serve the last good answer; 'updating' (no age limit) is left out.
    expect(cache).toMatch(/^proxy_cache_use_stale http_500 http_502 http_503 http_504;/m);
    // Its store outlives the engine's container: a named volume.
    expect(engine.volumes ?? []).toContain('engine-cache:/var/cache/nginx/site');
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  (nginx ? it : it.skip)('is accepted by nginx -t as the engine writes it', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
    fs.mkdirSync(path.join(prefix, 'logs'));
    // nginx -t resolves upstream names: the compose services stand for local addresses here.
    const values = Object.fromEntries(
      Object.entries(engineEnv).map(([name, value]) => [
        name,
        name.endsWith('_SERVER') ? value.replace(/^[a-z]+:/, '127.0.0.1:') : value,
      ]),
    );
    values.NGINX_SNIPPETS = prefix;
    values.SITE_LISTEN = '127.0.0.1:18080';
    values.FRAGMENT_SECRET = 'a-secret-from-the-environment';
    values.NGINX_CACHE_DIR = path.join(prefix, 'cache');
    fs.mkdirSync(values.NGINX_CACHE_DIR);
    values.COMPOSE_LISTEN = `unix:${prefix}/compose.sock`;
    for (const template of [
      'fragment-proxy.inc',
      'cache-zone.inc',
      'cache-front.inc',
      'telemetry-log.inc',
    ])
      fs.writeFileSync(path.join(prefix, template), fill(`nginx/${template}.template`, values));
    for (const file of ['security-headers.inc', 'cache.inc'])
      fs.copyFileSync(path.join(root, 'server/compose/nginx', file), path.join(prefix, file));
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
       events {} http { access_log off; ${fill('nginx/site.conf.template', values)}
       ${fill('image/remote-origins.conf.template', values)} }`,
    );
    expect(() =>
      execFileSync(nginx!, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
    fs.rmSync(prefix, { recursive: true, force: true });
  });
});
