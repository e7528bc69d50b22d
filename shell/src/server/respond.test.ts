/**
 * @jest-environment node
 *
 * The shell's server over real HTTP to a stand-in remote server: statuses, includes, notices,
 * the pop-up decision and the sitemap.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { PageRequest } from '@practice/shared-types';
import { landingPopupScript, landingPopupScriptHash } from './landing-popup-script';
import { respond } from './respond';

const ARTICLE = '/blog/Magnetic-Nerve-Pain-Therapy/';
const SECRET = 'fragment-secret-for-tests';
let remote: http.Server;
let remoteUrl = '';
/** How the stand-in remote answers the shell's question about a page. */
let meta: () => { status: number; body: string } = () => ({ status: 200, body: '' });

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    // As a remote's server does: fragments only for whoever sends the composition's secret.
    if (req.headers['x-fragment-secret'] !== SECRET) {
      res.writeHead(404).end('Not found');
      return;
    }
    if (req.url?.startsWith('/_fragments/pages')) {
      res.end(JSON.stringify(['/blog/', '/blog/A-Post/']));
      return;
    }
    const answer = meta();
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => remote.close());

/** The remote's one answer about the page (part=page), as its server gives it. */
const pageAnswer =
  (status: number, data: Record<string, string> = {}) =>
  () => ({
    status: 200,
    body: JSON.stringify({
      status,
      data,
      head: '<title>Blog Not Found | Omega Health Care</title>',
      body: '<!--$--><h1>Blog Not Found</h1><!--/$-->',
    }),
  });

const request = (path: string, remoteServers: PageRequest['remoteServers'] = {}): PageRequest => ({
  method: 'GET',
  path,
  search: '',
  template: '<html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  config: {
    remotes: [],
    remoteTimeoutMs: 8000,
    reviews: { apiBase: 'http://reviews.example', featurableId: 'x' },
    uploadUrl: '/upload_form',
  },
  remoteServers,
  fragmentSecret: SECRET,
});

const everyRemote = () => ({
  blog: [remoteUrl],
  team: [remoteUrl],
  careers: [remoteUrl],
  reviews: [remoteUrl],
});

describe("the shell's pages", () => {
  it("renders Home with its screen, the pop-up, and includes of the blog's and reviews' widgets", async () => {
    const page = await respond(request('/', everyRemote()));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Omega Health Care | Primary Care');
    expect(page.body).toMatch(/<dialog open=""[^>]*aria-labelledby="nerve-pain-popup-heading"/);
    expect(page.body).toContain('<!--# include virtual="/_fragments/blog/LatestArticles?');
    expect(page.body).toContain('<!--# include virtual="/_fragments/reviews/ReviewsCarousel?');
    expect(page.body).toContain('"popup":true');
    // Its head script, which closes it on a later page load of the session, first in the head and
    // allowed by the page's policy.
    expect(page.body).toContain(`<meta charset="utf-8">${landingPopupScript}`);
    expect(page.headers['Content-Security-Policy']).toContain(landingPopupScriptHash);
    // The apps whose output the composed page holds: the shell's, and its widgets' remotes.
    expect(page.headers['Cache-Tag']).toBe('shell blog reviews');
  });

  it('answers an unknown path with a 404 and the Page Not Found', async () => {
    const page = await respond(request('/no-such-page'));
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page Not Found');
  });

  it("gives a remote's route the status its remote answers", async () => {
    meta = pageAnswer(404);
    const page = await respond(request('/blog/No-Such-Post/', everyRemote()));
    expect(page.status).toBe(404);
    expect(page.body).toContain('<title>Blog Not Found | Omega Health Care</title></head>');
    expect(page.body).toContain(
      'data-remote-slot="blog/BlogRoutes"><!--$--><h1>Blog Not Found</h1><!--/$--></div>',
    );
    // Asked once for everything: nothing of the route's remote is left to the composition engine.
    expect(page.body).not.toContain('/_fragments/blog/BlogRoutes');
    expect(page.headers['Cache-Tag']).toBe('shell blog');
  });

  it('leads the old address of a page that moved to its new one, on this site only', async () => {
    const moved = (location: unknown) => () => ({
      status: 200,
      body: JSON.stringify({ status: 301, location, data: {}, head: '', body: '' }),
    });
    meta = moved('/blog/New-Title/');
    const page = await respond(request('/blog/Old-Title/', everyRemote()));
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe('/blog/New-Title/');
    expect(page.body).toContain('<a href="/blog/New-Title/">');

    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 7]) {
      meta = moved(elsewhere);
      const refused = await respond(request('/blog/Old-Title/', everyRemote()));
      expect(refused.status).toBe(503);
      expect(refused.headers.Location).toBeUndefined();
    }
  });

  it('opens no pop-up on the article the blog names as the therapy one', async () => {
    meta = pageAnswer(200, { nervePainArticlePath: ARTICLE });
    const page = await respond(request(ARTICLE, everyRemote()));
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<dialog');
    expect(page.body).not.toContain(landingPopupScript);
    // The page's policy allows only the inline scripts it runs.
    expect(page.headers['Content-Security-Policy']).not.toContain(landingPopupScriptHash);
    expect(page.body).toContain('"popup":false');
  });

  it('answers 503 with the notice, and includes nothing, when the remote errs or is away', async () => {
    meta = () => ({ status: 500, body: 'boom' });
    for (const servers of [everyRemote(), {}]) {
      const page = await respond(request('/ourteam/', servers));
      expect(page.status).toBe(503);
      expect(page.headers['Retry-After']).toBeTruthy();
      const text = page.body.replaceAll('<!-- -->', '');
      expect(text).toContain('<title>Our team page is temporarily unavailable | Omega Health Care');
      expect(text).toMatch(/<h1[^>]*>Our team page is temporarily unavailable/);
      expect(text).toContain('(732) 555-0142');
      expect(text).not.toContain('/_fragments/team/');
    }
  });

  it("asks another of the remote's replicas when one refuses or answers 502-504, never failing the page", async () => {
    meta = pageAnswer(200);
    const listening = async (server: http.Server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const unavailable: http.Server[] = [];
    /** A replica that refuses and one that answers 503, new ones each time (none left out yet). */
    const failing = async () => {
      const gone = http.createServer();
      const closed = await listening(gone);
      await new Promise((resolve) => gone.close(resolve));
      unavailable.push(http.createServer((_req, res) => res.writeHead(503).end()));
      return [closed, await listening(unavailable.at(-1)!)];
    };
    try {
      for (const replica of await failing())
        expect((await respond(request('/ourteam/', { team: [replica] }))).status).toBe(503);
      // They take turns to be asked first: each of the three is first once, and every page is
      // the remote's.
      for (let page = 0; page < 3; page += 1) {
        const replicas = { team: [...(await failing()), remoteUrl] };
        expect((await respond(request('/ourteam/', replicas))).status).toBe(200);
      }
    } finally {
      for (const server of unavailable) server.close();
    }
  });

  it('passes over a replica that stopped answering once it has used up one bound', async () => {
    meta = pageAnswer(200);
    const sockets: Socket[] = [];
    const hung = http.createServer().on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const replicas = {
      blog: [`http://127.0.0.1:${(hung.address() as AddressInfo).port}`, remoteUrl],
    };
    try {
      const statuses = [];
      for (let page = 0; page < 6; page += 1)
        statuses.push((await respond(request('/blog/A-Post/', replicas))).status);
      // One page may wait out the hung replica (if it is asked first); after that it is left out.
      expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
    } finally {
      for (const socket of sockets) socket.destroy();
      hung.close();
    }
  });
});

describe('sitemap.xml', () => {
  it("lists the shell's pages and each remote's, by their canonical URL", async () => {
    const sitemap = await respond(request('/sitemap.xml', everyRemote()));
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<loc>https://www.omegahealth.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.omegahealth.example/services/sud/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.omegahealth.example/blog/A-Post/</loc>');
  });

  it('is a 503 rather than a list without the pages of a remote that does not answer', async () => {
    const sitemap = await respond(request('/sitemap.xml', { blog: [remoteUrl] }));
    expect(sitemap.status).toBe(503);
  });
});
