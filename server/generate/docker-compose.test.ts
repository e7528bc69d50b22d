/**
 * @jest-environment node
 *
 * No Docker engine runs here: these tests read docker-compose.yml and the nginx templates it
 * mounts, check them against the packages, and let Debian's nginx (when installed) validate the
 * configuration the nginx image would write from them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import registry from '../registry.json';

interface ComposeService {
  build?: string | { context: string; dockerfile?: string };
  image?: string;
  user?: string;
  ports?: string[];
  volumes?: string[];
  command?: string[];
  environment?: Record<string, string>;
}

const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const runtimeConfig = JSON.parse(
  fs.readFileSync(path.join(root, 'deploy/runtime-config.compose.json'), 'utf8'),
) as { remotes: Array<{ name: string; entry: string }>; uploadUrl: string };

/** The apps as the registry lists them, with the base (unshifted) ports. */
const { apps } = registry;
const remotes = apps.filter((app) => app.name !== 'shell');

const hostPort = (service: ComposeService) => Number(service.ports?.[0]?.split(':')[0]);
const mounted = (service: ComposeService, target: string) =>
  service.volumes?.find((volume) => volume.split(':')[1] === target)?.split(':')[0];

describe('the registry', () => {
  it.each(apps)("matches $dir's own webpack config: name and exposes", (app) => {
    const config = fs.readFileSync(path.join(root, app.dir, 'webpack.config.mjs'), 'utf8');
    expect(/name: '(\w+)'/.exec(config)?.[1]).toBe(app.name);
    const exposes = [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1]);
    expect(exposes).toEqual(app.exposes);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(app.package);
  });

  it('lists every app package of the workspace, and nothing else with a webpack config', () => {
    const withWebpack = fs
      .readdirSync(root)
      .filter((dir) => fs.existsSync(path.join(root, dir, 'webpack.config.mjs')));
    expect(withWebpack.sort()).toEqual(apps.map((app) => app.dir).sort());
  });

  it("is what shared-types' contracts name: each remote and each exposed module", () => {
    const contracts = fs.readFileSync(path.join(root, 'shared-types/src/exposes.ts'), 'utf8');
    const ids = [...contracts.matchAll(/^ {2}'(\w+)\/(\w+)': \{/gm)].map((m) => `${m[1]}/${m[2]}`);
    expect(ids.sort()).toEqual(
      remotes.flatMap((app) => app.exposes.map((expose) => `${app.name}/${expose}`)).sort(),
    );
    const names = /export type RemoteName = ([^;]+);/.exec(contracts)?.[1]?.match(/\w+/g);
    expect(names?.sort()).toEqual(remotes.map((app) => app.name).sort());
  });
});

describe('docker-compose.yml', () => {
  it.each(apps)('runs $dir in its own server process over its build folder', (app) => {
    const service = compose.services[app.name]!;
    expect(service.image).toMatch(/^node:20/);
    expect(service.user).toBe('node');
    const entry = app.name === 'shell' ? 'shell-server.mjs' : 'remote-server.mjs';
    expect(service.command).toEqual([
      'node',
      `server/app-server/${entry}`,
      app.dir,
      '--port',
      String(app.port),
    ]);
    expect(mounted(service, `/srv/${app.dir}/dist`)).toBe(`./${app.dir}/dist`);
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0]!;
      if (!source.endsWith('/dist')) expect(fs.existsSync(path.join(root, source))).toBe(true);
    }
  });

  it('publishes each remote on its own port, where browsers fetch its files', () => {
    for (const app of remotes) {
      const service = compose.services[app.name]!;
      expect(hostPort(service)).toBe(app.port);
      expect(service.environment?.PUBLIC_URL).toBe(`http://localhost:${app.port}/`);
    }
  });

  it('composes the pages with nginx on 3000, in front of the shell and every remote', () => {
    const site = compose.services.site!;
    expect(site.image).toMatch(/^nginx:/);
    expect(hostPort(site)).toBe(registry.site.port);
    const shell = compose.services.shell!;
    const port = shell.command?.[shell.command.indexOf('--port') + 1];
    expect(site.environment?.SHELL_SERVER).toBe(`shell:${port}`);
    const servers = JSON.parse(shell.environment?.REMOTE_SERVERS ?? '{}') as Record<string, string>;
    for (const { name: remote } of remotes) {
      const target = site.environment?.[`${remote.toUpperCase()}_SERVER`];
      expect(target).toBe(`${remote}:${hostPort(compose.services[remote]!)}`);
      expect(servers[remote]).toBe(`http://${target}`);
    }
  });

  describe('the upload function', () => {
    const upload = compose.services.upload!;
    const context = typeof upload.build === 'string' ? upload.build : upload.build?.context;
    const apiDir = path.join(root, 'mf-careers/api');
    const dockerfile = fs.readFileSync(path.join(apiDir, 'Dockerfile'), 'utf8');
    /** The Dockerfile's instructions, continuation lines joined. */
    const instructions = dockerfile
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    const instruction = (name: string) =>
      instructions
        .filter((line) => line.startsWith(`${name} `))
        .map((line) => line.slice(name.length + 1));

    it('is built from its own package instead of mounting the repository, and published on 3005', () => {
      expect(path.resolve(root, context ?? '')).toBe(apiDir);
      expect(upload.image).not.toMatch(/^node:/);
      expect(upload.command).toBeUndefined();
      expect(upload.volumes?.some((volume) => volume.startsWith('.'))).toBe(false);
      expect(hostPort(upload)).toBe(3005);
      expect(runtimeConfig.uploadUrl).toBe('http://localhost:3005/upload_form');
    });

    it('keeps applications and the outbox in a named volume at UPLOAD_DIR', () => {
      const uploadDir = upload.environment?.UPLOAD_DIR;
      expect(uploadDir).toBe('/data/applications');
      const volume = mounted(upload, uploadDir!);
      expect(volume).toBe('applications');
      expect(Object.keys(compose.volumes ?? {})).toContain(volume);
      // The volume starts out owned like the image's folder: the non-root user must own it.
      expect(dockerfile).toMatch(/chown node:node "\$UPLOAD_DIR"/);
      expect(instruction('ENV').join(' ')).toContain(`UPLOAD_DIR=${uploadDir}`);
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

    it('runs dist/main.js on node:20-alpine with production dependencies only, as a non-root user', () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(instruction('FROM')).toEqual(['node:20-alpine']);
      expect(instruction('RUN').join(' ')).toMatch(/npm install --omit=dev/);
      expect(instruction('CMD')).toEqual(['["node", "dist/main.js"]']);
      expect(pkg.scripts.start).toBe('node dist/main.js');
      const [user] = instruction('USER');
      expect(user).toBeDefined();
      expect(['root', '0']).not.toContain(user);
      expect(instruction('RUN').join(' ')).not.toMatch(/npm ci/);
    });

    it('has a health check on its /health route', () => {
      const [healthcheck] = instruction('HEALTHCHECK');
      expect(healthcheck).toMatch(/CMD .*http:\/\/127\.0\.0\.1:\$\{PORT\}\/health/);
      expect(fs.readFileSync(path.join(apiDir, 'src/server.ts'), 'utf8')).toMatch(/=== '\/health'/);
    });
  });

  it("points the shell's remote list at the remote services' published ports", () => {
    expect(runtimeConfig.remotes.map((remote) => remote.name).sort()).toEqual(
      remotes.map((app) => app.name).sort(),
    );
    for (const remote of runtimeConfig.remotes) {
      const url = new URL(remote.entry);
      expect(Number(url.port)).toBe(hostPort(compose.services[remote.name]!));
      expect(url.pathname).toBe('/mf-manifest.json');
    }
  });
});

describe('nginx configuration', () => {
  const read = (file: string) =>
    fs.readFileSync(path.join(root, 'server/compose/nginx', file), 'utf8');
  const site = compose.services.site!;
  /** What the nginx image writes from a template: each placeholder filled from the environment. */
  const fill = (file: string, values = site.environment ?? {}) =>
    read(file).replace(/\$\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

  it('has a value in the site service for every placeholder of its templates', () => {
    for (const template of [
      'site.conf.template',
      'fragment-proxy.inc.template',
      'cache-zone.inc.template',
      'cache-front.inc.template',
    ]) {
      expect(fill(template)).not.toMatch(/\$\{\w+\}/);
    }
  });

  it('gives the composition engine and every app server the same fragment secret', () => {
    const secret = site.environment?.FRAGMENT_SECRET;
    expect(secret).toMatch(/^\$\{FRAGMENT_SECRET:\?.+\}$/);
    for (const app of apps)
      expect(compose.services[app.name]?.environment?.FRAGMENT_SECRET).toBe(secret);
    expect(read('fragment-proxy.inc.template')).toContain(
      'proxy_set_header X-Fragment-Secret "${FRAGMENT_SECRET}";',
    );
  });

  it('sends the security headers, leaving the Content-Security-Policy to the shell', () => {
    const headers = read('security-headers.inc');
    expect(headers).toContain('X-Content-Type-Options "nosniff"');
    expect(headers).toMatch(/Referrer-Policy "[a-z-]+"/);
    expect(headers).toMatch(/Permissions-Policy "camera=\(\), microphone=\(\)/);
    expect(headers).toContain('Strict-Transport-Security $hsts');
    // The shell's server makes the policy from the runtime config (contentSecurityPolicy.ts).
    expect(headers).not.toMatch(/add_header Content-Security-Policy/);
    expect(fill('site.conf.template')).toMatch(/server_tokens off;/);
  });

  it('includes each remote only from pages, bounded to a second, an error becoming the notice', () => {
    const conf = fill('site.conf.template');
    const locations = [...conf.matchAll(/location \/_fragments\/(\w+)\/ \{\s*internal;/g)];
    expect(locations.map((match) => match[1])).toEqual(remotes.map((app) => app.name));
    expect(conf).toMatch(/location \/ \{[^}]*ssi on;/);
    const proxy = read('fragment-proxy.inc.template');
    const seconds = (name: string) => {
      const value = new RegExp(`${name} (\\d+)(ms|s);`).exec(proxy);
      return value ? Number(value[1]) / (value[2] === 'ms' ? 1000 : 1) : Infinity;
    };
    expect(seconds('proxy_connect_timeout') + seconds('proxy_read_timeout')).toBeLessThanOrEqual(1);
    const errors = /error_page ([\d ]+) = @no_fragment;/.exec(proxy)?.[1]?.split(' ') ?? [];
    expect(errors).toEqual(expect.arrayContaining(['404', '500', '502', '503', '504']));
  });

  it('caches pages and every include, only answers that name their apps', () => {
    const conf = fill('site.conf.template');
    expect(conf).toMatch(/^include \S+\/cache-zone\.inc;/m);
    // The composed pages' front listens at the site's address, the composition behind it.
    expect(conf).toMatch(/^include \S+\/cache-front\.inc;/m);
    expect(fill('cache-front.inc.template')).toMatch(/listen 80;[^]*proxy_cache pages;/);
    expect(conf).toMatch(/location \/ \{[^}]*include \S+\/cache\.inc;/);
    // Every fragment location includes fragment-proxy.inc, which includes the cache tier.
    expect(read('fragment-proxy.inc.template')).toMatch(/^include \S+\/cache\.inc;/m);
    expect(read('cache-zone.inc.template')).toMatch(
      /map \$upstream_http_cache_tag \$cache_untagged/,
    );
    const cache = read('cache.inc');
    expect(cache).toMatch(/^proxy_no_cache \$cache_untagged;/m);
    // Error statuses serve the last good answer; 'updating' (no age limit) is left out.
    expect(cache).toMatch(/^proxy_cache_use_stale http_500 http_502 http_503 http_504;/m);
    // The nginx image writes what it mounts as templates, and takes the rest as it is.
    const mounts = (site.volumes ?? []).join('\n');
    expect(mounts).toContain(
      'cache-zone.inc.template:/etc/nginx/templates/cache-zone.inc.template',
    );
    expect(mounts).toContain('nginx/cache.inc:/etc/nginx/conf.d/cache.inc');
    expect(mounts).toContain(
      'cache-front.inc.template:/etc/nginx/templates/cache-front.inc.template',
    );
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  (nginx ? it : it.skip)('is accepted by nginx -t as the image would write it', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
    fs.mkdirSync(path.join(prefix, 'logs'));
    // nginx -t resolves upstream names: the compose services stand for local addresses here.
    const values = Object.fromEntries(
      Object.entries(site.environment ?? {}).map(([name, value]) => [
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
    for (const template of ['fragment-proxy.inc', 'cache-zone.inc', 'cache-front.inc'])
      fs.writeFileSync(path.join(prefix, template), fill(`${template}.template`, values));
    for (const file of ['security-headers.inc', 'cache.inc'])
      fs.copyFileSync(path.join(root, 'server/compose/nginx', file), path.join(prefix, file));
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
       events {} http { access_log off; ${fill('site.conf.template', values)} }`,
    );
    expect(() =>
      execFileSync(nginx!, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
    fs.rmSync(prefix, { recursive: true, force: true });
  });
});
