import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { remoteOrigins } from '../support/remotes';

/**
 * Every build says who it is (server/app-server/build-info.mjs): each page names, in its head, the
 * build of the shell and of every remote whose HTML it holds; the shell's answer carries its own in
 * `X-Build`; each app's build-info.json is public where a browser finds the app; and the check a
 * pipeline runs before a deploy (`npm run can-i-deploy -- --against URL`) passes against the site
 * under test, whose builds fit one another.
 */
const root = path.resolve(__dirname, '../..');
/** The shell says the contract it sends; a remote also the range of contracts it renders for. */
const LABEL =
  /^(\w+)@\d+\.\d+\.\d+\+(\w+) built \d{4}-\d\d-\d\dT[\d:.]+Z, contract \d+\.\d+\.\d+( \(supports \S+\))?$/;

/** The build meta tags of a page: app → content. */
async function buildsNamed(html: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [, app, content] of html.matchAll(/<meta name="build:(\w+)" content="([^"]+)">/g)) {
    found[app!] = content!;
  }
  return found;
}

test('a page names the build of every app whose HTML it holds', async ({ request }) => {
  const expected: Record<string, string[]> = {
    '/': ['shell', 'blog', 'reviews'],
    '/blog/': ['shell', 'blog'],
    '/ourteam/': ['shell', 'team'],
    '/career/': ['shell', 'careers'],
    '/FAQs': ['shell'],
  };
  for (const [route, apps] of Object.entries(expected)) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const builds = await buildsNamed(await response.text());
    expect(Object.keys(builds).sort(), route).toEqual([...apps].sort());
    for (const [app, content] of Object.entries(builds)) {
      expect(content, `${route}: ${app}`).toMatch(LABEL);
      expect(content.startsWith(`${app}@`), `${route}: ${app}`).toBe(true);
      expect(content.includes('(supports '), `${route}: ${app}`).toBe(app !== 'shell');
    }
    const header = response.headers()['x-build'];
    expect(header, route).toBe(builds.shell!.split(' ')[0]);
  }
});

test("each app's identity is where a browser finds the app, and says the same as its pages", async ({
  request,
}) => {
  const home = await buildsNamed(await (await request.get('/')).text());
  const origins = await remoteOrigins(request);
  const at = { shell: '', ...origins } as Record<string, string>;
  for (const [app, origin] of Object.entries(at)) {
    const response = await request.get(`${origin}/build-info.json`);
    expect(response.status(), app).toBe(200);
    const info = await response.json();
    expect(info).toMatchObject({ app, contract: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(Object.keys(info.shared).sort()).toEqual(
      ['@practice/router', 'react', 'react-dom', 'react-dom/client'].sort(),
    );
    if (home[app]) expect(home[app]!.split(' ')[0]).toBe(`${app}@${info.version}+${info.commit}`);
  }
  // No internal host name in what the site shows of its builds.
  const page = await (await request.get('/')).text();
  for (const content of Object.values(await buildsNamed(page))) {
    expect(content).not.toMatch(/localhost|127\.0\.0\.1|\.svc|\.internal/);
  }
});

test('the check before a deploy passes against the running site, for every app', async ({
  baseURL,
}) => {
  test.skip(!!process.env.BASE_URL, "checks this checkout's builds");
  test.setTimeout(60_000);
  for (const app of ['shell', 'mf-blog', 'mf-team', 'mf-careers', 'mf-reviews']) {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'can-i-deploy', '-w', `@practice/${app}`, '--', '--against', baseURL!],
      { cwd: root },
    );
    expect(stdout).toMatch(/fits what http:\/\/\S+ serves: \w+ can be deployed\./);
  }
});
