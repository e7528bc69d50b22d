/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchReviews, widgetUrl } from './client';

const valid = { success: true, reviews: [], profileUrl: 'https://p.example', totalReviewCount: 0 };

/** A review as the reviews relay answers it: its photo a path under the widget's URL. */
const relayedReview = {
  reviewId: 'r1',
  comment: 'Kind staff.',
  starRating: 5,
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-01-01T00:00:00Z',
  reviewer: { displayName: 'Ann', isAnonymous: false, profilePhotoUrl: 'relayed/photos/abc' },
};

/** A tiny provider whose answer is chosen by the widget id. */
const provider = http.createServer((req, res) => {
  const id = decodeURIComponent(req.url?.split('/').pop() ?? '');
  const send = (status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  };
  if (id === 'ok' || id === 'with space') send(200, JSON.stringify(valid));
  else if (id === 'relayed') send(200, JSON.stringify({ ...valid, reviews: [relayedReview] }));
  else if (id === 'error') send(500, '{"error":"boom"}');
  else if (id === 'unsuccessful') send(200, '{"success":false}');
  else if (id === 'malformed') send(200, '{"success": true, "reviews": [');
  else if (id === 'slow') setTimeout(() => send(200, JSON.stringify(valid)), 500);
  else send(404, '{}');
});

let apiBase = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});

describe('widgetUrl', () => {
  it('joins the base and the encoded widget id', () => {
    expect(widgetUrl({ apiBase: 'https://api.example/', featurableId: 'a b/c' })).toBe(
      'https://api.example/api/v1/widgets/a%20b%2Fc',
    );
  });
});

describe('fetchReviews over HTTP', () => {
  it('resolves with the parsed answer', async () => {
    await expect(fetchReviews({ apiBase, featurableId: 'ok' })).resolves.toEqual({
      reviews: [],
      profileUrl: 'https://p.example',
      totalReviewCount: 0,
    });
  });

  it("resolves the relay's photo paths against the widget's URL", async () => {
    const { reviews } = await fetchReviews({ apiBase, featurableId: 'relayed' });
    expect(reviews[0]?.reviewer.profilePhotoUrl).toBe(
      `${apiBase}/api/v1/widgets/relayed/photos/abc`,
    );
  });

  it('encodes the widget id in the path', async () => {
    await expect(fetchReviews({ apiBase, featurableId: 'with space' })).resolves.toBeDefined();
  });

  it.each(['error', 'unsuccessful', 'malformed', 'unknown'])('rejects on %s', async (id) => {
    await expect(fetchReviews({ apiBase, featurableId: id })).rejects.toThrow();
  });

  it('rejects when the provider does not answer in time', async () => {
    await expect(
      fetchReviews({ apiBase, featurableId: 'slow' }, { timeoutMs: 100 }),
    ).rejects.toThrow(/timeout/i);
  });

  it('rejects when the provider cannot be reached', async () => {
    await expect(
      fetchReviews({ apiBase: 'http://127.0.0.1:9', featurableId: 'ok' }),
    ).rejects.toThrow();
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = fetchReviews({ apiBase, featurableId: 'slow' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/cancel/i);
  });
});
