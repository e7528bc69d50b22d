/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReviewsWidgetResponse } from '../lib/reviews-response';
import { createReviewsStub } from '../../stub/server';
import { createReviewsRelay } from './reviews-relay';

/** The provider stub over real HTTP, recording what reaches it. */
let stub: http.Server;
let providerUrl = '';
let received: http.IncomingMessage[] = [];

/** The relay served as the reviews remote's server serves it: method and path only. */
let site: http.Server;
let siteOrigin = '';
let relay: ReturnType<typeof createReviewsRelay>;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  stub = createReviewsStub();
  stub.prependListener('request', (req: http.IncomingMessage) => received.push(req));
  providerUrl = await listen(stub);
  site = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://relay');
    const answer = await relay({ method: req.method ?? 'GET', pathname });
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  siteOrigin = await listen(site);
});
beforeEach(() => {
  // A failure is logged in a line: not here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  received = [];
  relay = createReviewsRelay({ providerUrl });
});
afterAll(() => {
  for (const server of [stub, site]) {
    server.closeAllConnections();
    server.close();
  }
});

const widgetRequests = () => received.filter((req) => req.url?.startsWith('/api/v1/widgets/'));
const get = (path: string) => relay({ method: 'GET', pathname: path });

async function widget(id = 'omega-health-care'): Promise<ReviewsWidgetResponse> {
  const answer = await get(`/api/v1/widgets/${id}`);
  expect(answer?.status).toBe(200);
  return (await answer?.json()) as ReviewsWidgetResponse;
}

describe('the reviews relay, against the provider stub', () => {
  it("answers the provider's widget, each photo a path under the widget's own URL", async () => {
    const body = await widget();
    expect(body).toMatchObject({ success: true, totalReviewCount: 12, averageRating: 4.7 });
    const photos = body.reviews.flatMap((review) => review.reviewer.profilePhotoUrl ?? []);
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo).toMatch(/^omega-health-care\/photos\/[\w-]{22}$/);
    expect(JSON.stringify(body)).not.toContain(providerUrl);
  });

  it('asks the provider once for concurrent visitors, then answers from its cache', async () => {
    await Promise.all(Array.from({ length: 20 }, () => widget()));
    await widget();
    expect(widgetRequests()).toHaveLength(1);
  });

  it('asks again once its answer is older than its time to live', async () => {
    let clock = 0;
    relay = createReviewsRelay({ providerUrl, ttlMs: 1000, now: () => clock });
    await widget();
    clock = 999;
    await widget();
    clock = 1001;
    await widget();
    expect(widgetRequests()).toHaveLength(2);
  });

  it.each(['__error', '__unsuccessful', '__malformed'])(
    'answers the failed state (an error status) when the provider answers %s',
    async (id) => {
      const answer = await get(`/api/v1/widgets/${id}`);
      expect(answer?.status).toBe(502);
      expect(await answer?.json()).toEqual({ success: false });
    },
  );

  it('answers the failed state when the provider is too slow, or down', async () => {
    relay = createReviewsRelay({ providerUrl, timeoutMs: 200 });
    expect((await get('/api/v1/widgets/__slow'))?.status).toBe(502);
    relay = createReviewsRelay({ providerUrl: 'http://127.0.0.1:9' });
    expect((await get('/api/v1/widgets/omega-health-care'))?.status).toBe(502);
  });

  it('serves a photo named in its answer, as an image of a checked type', async () => {
    const body = await widget();
    const photo = body.reviews[0]?.reviewer.profilePhotoUrl as string;
    const answer = await get(`/api/v1/widgets/${photo}`);
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer?.headers.get('content-security-policy')).toContain('sandbox');
    expect(await answer?.text()).toContain('<svg');
  });

  it('fetches no photo its answer does not name, and no URL at all', async () => {
    await widget();
    received = [];
    for (const path of [
      '/api/v1/widgets/omega-health-care/photos/AAAAAAAAAAAAAAAAAAAAAA',
      `/api/v1/widgets/omega-health-care/photos/${encodeURIComponent(`${providerUrl}/avatars/tom-b.svg`)}`,
      '/api/v1/widgets/omega-health-care/photos/..%2F..%2Favatars%2Ftom-b.svg',
    ]) {
      expect((await get(path))?.status ?? 404).toBe(404);
    }
    expect(received.filter((req) => req.url?.startsWith('/avatars/'))).toEqual([]);
  });

  it('answers a photo the provider fails to give with the failed status', async () => {
    const body = await widget();
    // Carmen Delgado's photo is /avatars/missing.svg: the stub answers 404.
    const carmen = body.reviews.find((r) => r.reviewer.displayName === 'Carmen Delgado');
    const answer = await get(`/api/v1/widgets/${carmen?.reviewer.profilePhotoUrl}`);
    expect(answer?.status).toBe(502);
  });

  it('refuses a photo that is no image, or too large', async () => {
    const review = (name: string, photo: string) => ({
      reviewId: name,
      comment: 'Kind staff.',
      starRating: 5,
      createTime: '2026-01-01T00:00:00Z',
      reviewer: { displayName: name, isAnonymous: false, profilePhotoUrl: photo },
    });
    const provider = http.createServer((req, res) => {
      if (req.url === '/page')
        return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>');
      if (req.url === '/huge.png')
        return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(600_000));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          reviews: [review('Page', `${origin}/page`), review('Huge', `${origin}/huge.png`)],
        }),
      );
    });
    const origin = await listen(provider);
    relay = createReviewsRelay({ providerUrl: origin });
    const body = await widget('other');
    for (const { reviewer } of body.reviews)
      expect((await get(`/api/v1/widgets/${reviewer.profilePhotoUrl}`))?.status).toBe(502);
    provider.closeAllConnections();
    provider.close();
  });

  it('leaves other paths to the server, and answers only GET', async () => {
    expect(await get('/mf-manifest.json')).toBeNull();
    expect(await get('/api/v1/widgets/a/b')).toBeNull();
    const post = await relay({ method: 'POST', pathname: '/api/v1/widgets/omega-health-care' });
    expect(post?.status).toBe(405);
  });

  it("forwards nothing of the visitor's request: no address, cookie, referrer or query", async () => {
    const answer = await fetch(`${siteOrigin}/api/v1/widgets/omega-health-care?q=anxiety`, {
      headers: {
        Cookie: 'visitor=secret',
        Referer: 'https://www.omegahealth.example/services/sud/',
        'X-Forwarded-For': '203.0.113.7',
        'User-Agent': 'Visitor-Browser/1.0',
        'Accept-Language': 'es-US',
      },
    });
    expect(answer.status).toBe(200);
    const [request] = widgetRequests();
    expect(request?.url).toBe('/api/v1/widgets/omega-health-care');
    const sent = JSON.stringify(request?.headers);
    for (const visitor of ['secret', 'sud', '203.0.113.7', 'Visitor-Browser', 'es-US', 'anxiety'])
      expect(sent).not.toContain(visitor);
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.referer).toBeUndefined();
  });
});
