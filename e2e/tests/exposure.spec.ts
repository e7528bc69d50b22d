import type { RuntimeConfig } from '@practice/shared-types';
import { expect, test } from '../support/fixtures';
import { remoteOrigins } from '../support/remotes';

/**
 * Only what should be public is public: what the composition engine keeps internal (fragments,
 * include directives) and what a build keeps for its server (the server bundle, build records,
 * the page template) is never answered to a browser, on the site or on a remote's own origin;
 * and every page carries the security headers, its policy made from this environment's config.
 */
const props = Buffer.from(JSON.stringify({ site: { phone: '555-0100' } })).toString('base64url');

test.describe('what stays internal', () => {
  test("a remote's own origin answers no fragment to a request without the composition's secret", async ({
    request,
  }) => {
    for (const [name, origin] of Object.entries(await remoteOrigins(request))) {
      for (const path of [
        '/_fragments/pages',
        `/_fragments/BlogRoutes?path=/blog/&props=${props}&part=body`,
      ]) {
        const response = await request.get(`${origin}${path}`, {
          headers: { 'X-Fragment-Secret': 'a-guess-at-the-secret' },
        });
        expect(response.status(), `${name} ${path}`).toBe(404);
        expect(await response.text(), `${name} ${path}`).not.toContain('<');
      }
    }
  });

  test('no server bundle, build record or page template is served, by the site or a remote', async ({
    request,
  }) => {
    const origins = [new URL(test.info().project.use.baseURL!).origin];
    origins.push(...Object.values(await remoteOrigins(request)));
    for (const origin of origins) {
      for (const file of [
        'server/render.js',
        'mf-stats.json',
        '.deploys.json',
        'app.html',
        '%2e%2e/package.json',
        '%2e%2e/dist/server/render.js',
        // Paths that resolve to the same files once their slashes are folded.
        '/server/render.js',
        '%2fserver/render.js',
        '/mf-stats.json',
        '/app.html',
      ]) {
        const response = await request.get(`${origin}/${file}`);
        expect(response.status(), `${origin}/${file}`).toBe(404);
        const text = await response.text();
        expect(text, `${origin}/${file}`).not.toContain('module.exports');
        expect(text, `${origin}/${file}`).not.toContain('"buildInfo"');
      }
    }
  });

  test("a remote's own origin serves no standalone page: that is for npm run dev", async ({
    request,
  }) => {
    for (const [name, origin] of Object.entries(await remoteOrigins(request))) {
      for (const path of ['/', '/index.html', '/blog/', '/ourteam/']) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), `${name} ${path}`).toBe(404);
        expect(await response.text(), `${name} ${path}`).not.toContain('<html');
      }
    }
  });

  test('a path that looks like a file, in any area, reaches the browser composed: no include directive', async ({
    request,
  }) => {
    for (const path of [
      '/blog/x.txt',
      '/ourteam/x.js',
      '/career/x.json',
      '/x.css',
      '/FAQs/x.svg',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const text = await response.text();
      expect(text, path).not.toContain('<!--#');
      expect(text, path).not.toContain('_fragments');
    }
  });
});

test.describe('security headers', () => {
  test('every page: a policy that names the configured remotes and APIs, and the other headers', async ({
    request,
  }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
    for (const path of ['/', '/blog/', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // nginx names no version (server_tokens off).
      expect(headers.server ?? '', path).not.toMatch(/\d/);
      const policy = headers['content-security-policy'] ?? '';
      const scripts = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scripts, path).toEqual(
        expect.arrayContaining(["'self'", ...config.remotes.map((r) => new URL(r.entry).origin)]),
      );
      expect(scripts, path).not.toContain("'unsafe-inline'");
      // gtag.js is allowed exactly when an analytics id is configured.
      expect(scripts.includes('https://www.googletagmanager.com'), path).toBe(!!config.analyticsId);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'self'");
    }
  });

  test("every host of the site sends them: each remote's own origin too, whatever it answers", async ({
    request,
  }) => {
    for (const [name, origin] of Object.entries(await remoteOrigins(request))) {
      for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/no-such-file.js', '/']) {
        const headers = (await request.get(`${origin}${path}`)).headers();
        expect(headers['x-content-type-options'], `${name} ${path}`).toBe('nosniff');
        expect(headers['referrer-policy'], `${name} ${path}`).toBe(
          'strict-origin-when-cross-origin',
        );
        expect(headers['permissions-policy'], `${name} ${path}`).toContain('camera=()');
      }
      const behindTls = await request.get(`${origin}/mf-manifest.json`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(behindTls.headers()['strict-transport-security'], name).toMatch(/^max-age=\d{7,}/);
    }
  });

  test('Strict-Transport-Security only where the page was served over TLS', async ({ request }) => {
    test.skip(!!process.env.BASE_URL, 'the local composition is plain HTTP');
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    const behindTls = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(behindTls.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});
