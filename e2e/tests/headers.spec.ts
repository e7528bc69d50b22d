import { expect, test } from '../support/fixtures';
import { remoteOrigins } from '../support/remotes';

test.describe('static serving', () => {
  test('remote manifests and entries: CORS and no-cache; hashed chunks: immutable and compressed', async ({
    request,
  }) => {
    const origins = await remoteOrigins(request);
    for (const origin of Object.values(origins)) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await request.get(`${origin}/${file}`);
        expect(response.status(), `${origin}/${file}`).toBe(200);
        expect(response.headers()['access-control-allow-origin']).toBe('*');
        expect(response.headers()['cache-control']).toBe('no-cache');
      }
      const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
        exposes: Array<{ assets: { js: { sync: string[] } } }>;
      };
      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
      const hashed = await request.get(`${origin}/${chunk}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(hashed.headers()['cache-control']).toContain('immutable');
      expect(['br', 'gzip']).toContain(hashed.headers()['content-encoding']);
    }
  });

  const HINT = '//# allFunctionsCalledOnLoad';
  test("every app's scripts start with V8's compile hint, so they compile as they load", async ({
    request,
  }) => {
    const scripts = ['/main.js'];
    for (const origin of Object.values(await remoteOrigins(request))) {
      const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
        exposes: Array<{ assets: { js: { sync: string[] } } }>;
      };
      scripts.push(
        `${origin}/remoteEntry.js`,
        `${origin}/${manifest.exposes[0].assets.js.sync[0]}`,
      );
    }
    for (const script of scripts) {
      const response = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status(), script).toBe(200);
      // On the first line, or the hint does nothing (docs/performance.md).
      const firstLine = (await response.text()).slice(0, HINT.length + 1);
      expect(firstLine, script).toBe(`${HINT}\n`);
    }
  });

  test('every route answers with its own server-rendered page, any other path with a 404', async ({
    request,
  }) => {
    for (const [path, heading] of [
      ['/blog/', 'FEATURED BLOGS'],
      ['/ourteam/Samuel_Osei', 'Samuel Osei'],
      ['/career/', 'CAREERS'],
      ['/FAQs', 'FAQs'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      // Kept by shared caches (the cache tier, a CDN), purged by a deploy of the apps it names.
      expect(response.headers()['cache-control'], path).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/,
      );
      expect(response.headers()['cache-tag'], path).toMatch(/^shell( \w+)*$/);
      expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    }
    for (const [path, heading] of [
      ['/no-such-page', 'Page Not Found'],
      ['/ourteam/Nobody_Here/', 'Provider Not Found'],
    ]) {
      const missing = await request.get(path!);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).toContain(heading);
    }
  });
});
