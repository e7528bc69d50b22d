/**
 * @jest-environment node
 *
 * Runs Debian's nginx (when installed) with the shell's real config over a folder laid out like a
 * prerendered build, and asks it over HTTP what a visitor or a crawler would get.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = path.resolve(__dirname, '..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
const port = 18_180 + Number(process.env.PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;

const site: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'aboutUs/index.html': '<h1>About Us</h1>',
  'FAQs/index.html': '<h1>FAQs</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  'blog/index.html': '<h1>FEATURED BLOGS</h1>',
  'blog/404.html': '<h1>Blog Not Found</h1>',
  'ourteam/404.html': '<h1>Provider Not Found</h1>',
  'main.js': 'console.log(1);',
  'about.1a2b3c4d.js': 'console.log(2);',
};

(nginx ? describe : describe.skip)('the shell served by nginx', () => {
  let prefix: string;
  let server: ChildProcess;

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-shell-'));
    // nginx's workers run as an unprivileged user: they must be able to read the site.
    fs.chmodSync(prefix, 0o755);
    const html = path.join(prefix, 'html');
    for (const [file, text] of Object.entries(site)) {
      fs.mkdirSync(path.dirname(path.join(html, file)), { recursive: true });
      fs.writeFileSync(path.join(html, file), text);
    }
    fs.mkdirSync(path.join(prefix, 'logs'));
    const conf = fs
      .readFileSync(path.join(root, 'deploy/nginx/shell.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${html};`)
      .replaceAll(
        '/etc/nginx/snippets/security-headers.conf',
        path.join(root, 'deploy/nginx/security-headers.conf'),
      );
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
       events {} http { include /etc/nginx/mime.types; access_log off; ${conf} }`,
    );
    server = spawn(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
      stdio: 'inherit',
    });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (
        await fetch(base).then(
          () => true,
          () => false,
        )
      )
        return;
      await delay(100);
    }
    throw new Error('nginx did not start');
  });

  afterAll(() => {
    server?.kill();
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Home'],
    ['/aboutUs/', 'About Us'],
    ['/aboutUs', 'About Us'],
    ['/FAQs', 'FAQs'],
  ])('answers %s with its prerendered page, without a redirect', async (pathname, heading) => {
    const response = await fetch(base + pathname, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(`<h1>${heading}</h1>`);
  });

  it.each(['/no-such-page', '/aboutUs/extra', '/services/unknown-service/'])(
    'answers %s with the prerendered Page Not Found and a real 404',
    async (pathname) => {
      const response = await fetch(base + pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Page Not Found</h1>');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );

  it.each([
    ['/blog/No-Such-Post/', 'Blog Not Found'],
    ['/ourteam/Nobody_Here', 'Provider Not Found'],
  ])("answers %s with its area's own Not Found and a real 404", async (pathname, heading) => {
    const response = await fetch(base + pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(`<h1>${heading}</h1>`);
  });

  it("serves an area's own pages as any other", async () => {
    const response = await fetch(`${base}/blog`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>FEATURED BLOGS</h1>');
  });

  it('caches hashed files for good and entry files never', async () => {
    const hashed = await fetch(`${base}/about.1a2b3c4d.js`);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    const entry = await fetch(`${base}/main.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });
});
