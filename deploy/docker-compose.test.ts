/**
 * @jest-environment node
 *
 * No Docker engine runs here: these tests read docker-compose.yml and the nginx files it mounts,
 * check them against the packages, and let Debian's nginx (when installed) validate the configs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  build?: string | { context: string; dockerfile?: string };
  image?: string;
  ports?: string[];
  volumes?: string[];
  command?: string[];
  environment?: Record<string, string>;
}

const root = path.resolve(__dirname, '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const runtimeConfig = JSON.parse(
  fs.readFileSync(path.join(root, 'deploy/runtime-config.compose.json'), 'utf8'),
) as { remotes: Array<{ name: string; entry: string }>; uploadUrl: string };

/** Every app package, its federation name and dev port, read from its own webpack config. */
const apps = fs
  .readdirSync(root)
  .filter((dir) => fs.existsSync(path.join(root, dir, 'webpack.config.mjs')))
  .map((dir) => {
    const config = fs.readFileSync(path.join(root, dir, 'webpack.config.mjs'), 'utf8');
    return {
      dir,
      name: /name: '(\w+)'/.exec(config)?.[1] ?? '',
      port: Number(/port: (\d+)/.exec(config)?.[1]),
    };
  });

const hostPort = (service: ComposeService) => Number(service.ports?.[0]?.split(':')[0]);
const mounted = (service: ComposeService, target: string) =>
  service.volumes?.find((volume) => volume.split(':')[1] === target)?.split(':')[0];

describe('docker-compose.yml', () => {
  it('finds the five apps', () => {
    expect(apps.map((app) => app.name).sort()).toEqual(
      ['blog', 'careers', 'reviews', 'shell', 'team'].sort(),
    );
  });

  it.each(apps)('serves $dir with nginx on its port, from its build folder', (app) => {
    const service = compose.services[app.name];
    expect(service?.image).toMatch(/^nginx:/);
    expect(hostPort(service!)).toBe(app.port);
    expect(mounted(service!, '/usr/share/nginx/html')).toBe(`./${app.dir}/dist`);
    const conf = mounted(service!, '/etc/nginx/conf.d/default.conf');
    expect(conf).toBe(
      app.name === 'shell' ? './deploy/nginx/shell.conf' : './deploy/nginx/remote.conf',
    );
    for (const volume of service!.volumes ?? []) {
      const source = volume.split(':')[0]!;
      if (!source.endsWith('/dist')) expect(fs.existsSync(path.join(root, source))).toBe(true);
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
      expect(fs.readFileSync(path.join(apiDir, 'src/server.ts'), 'utf8')).toContain(
        "pathname === '/health'",
      );
    });
  });

  it("points the shell's remote list at the remote services' published ports", () => {
    const remotes = apps.filter((app) => app.name !== 'shell');
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
  const read = (file: string) => fs.readFileSync(path.join(root, 'deploy/nginx', file), 'utf8');

  it('sends the security headers, with a policy that allows no inline script', () => {
    const headers = read('security-headers.conf');
    expect(headers).toContain('X-Content-Type-Options "nosniff"');
    expect(headers).toMatch(/Referrer-Policy "[a-z-]+"/);
    const policy = /Content-Security-Policy "([^"]+)"/.exec(headers)?.[1] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('gives remote entries CORS and no-cache, and hashed files immutable caching', () => {
    const remote = read('remote.conf');
    expect(remote).toMatch(
      /remoteEntry\\\.js\|mf-manifest\\\.json[\s\S]*?Access-Control-Allow-Origin[\s\S]*?no-cache/,
    );
    expect(remote).toMatch(/\[0-9a-f\]\{8\}[\s\S]*?immutable/);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  (nginx ? it : it.skip)('is accepted by nginx -t', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
    fs.mkdirSync(path.join(prefix, 'logs'));
    const snippets = path.join(root, 'deploy/nginx/security-headers.conf');
    for (const file of ['shell.conf', 'remote.conf']) {
      const server = read(file)
        .replace('listen 80;', 'listen 127.0.0.1:18080;')
        .replaceAll('/etc/nginx/snippets/security-headers.conf', snippets);
      const main = `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
        events {} http { access_log off; ${server} }`;
      fs.writeFileSync(path.join(prefix, 'nginx.conf'), main);
      expect(() =>
        execFileSync(nginx!, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
          stdio: 'pipe',
        }),
      ).not.toThrow();
    }
  });
});
