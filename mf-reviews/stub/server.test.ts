/**
 * @jest-environment node
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReviewsWidgetResponse } from '../src/lib/reviews-response';
import { fixtureReviews } from './fixture-reviews';
import { createReviewsStub } from './server';

let stub: http.Server;
let origin = '';

beforeAll(async () => {
  stub = createReviewsStub();
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => {
  stub.closeAllConnections();
  stub.close();
});
afterEach(async () => {
  await fetch(`${origin}/__stub/mode/ok`, { method: 'POST' });
});

const widget = (id = 'omega-health-care', query = '') =>
  fetch(`${origin}/api/v1/widgets/${id}${query}`);

describe('reviews provider stub', () => {
  it('answers its health check', async () => {
    const response = await fetch(`${origin}/__stub/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the documented shape, readable from any origin and never cached', async () => {
    const response = await widget();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ReviewsWidgetResponse;
    expect(body).toMatchObject({
      success: true,
      profileUrl: expect.stringMatching(/^https:\/\//),
      totalReviewCount: fixtureReviews.length,
      averageRating: 4.7,
    });
    expect(body.reviews).toHaveLength(fixtureReviews.length);
    for (const review of body.reviews) {
      expect(review).toEqual({
        reviewId: expect.any(String),
        comment: expect.any(String),
        starRating: expect.any(Number),
        createTime: expect.any(String),
        updateTime: expect.any(String),
        reviewer: expect.objectContaining({
          displayName: expect.any(String),
          isAnonymous: expect.any(Boolean),
        }),
      });
    }
  });

  it('serves profile photos from its own origin, and 404 for a missing one', async () => {
    const body = (await (await widget()).json()) as ReviewsWidgetResponse;
    const photos = body.reviews.flatMap((review) => review.reviewer.profilePhotoUrl ?? []);
    expect(photos.length).toBeGreaterThan(0);
    photos.forEach((photo) => expect(photo.startsWith(`${origin}/avatars/`)).toBe(true));

    const present = await fetch(photos[0] as string);
    expect(present.status).toBe(200);
    expect(present.headers.get('content-type')).toBe('image/svg+xml');
    expect(await present.text()).toContain('<svg');
    expect((await fetch(`${origin}/avatars/missing.svg`)).status).toBe(404);
    // Only files of the avatars folder are served.
    expect((await fetch(`${origin}/avatars/..%2Fserver.ts`)).status).toBe(404);
  });

  describe('per-request modes, chosen by the widget id', () => {
    it('__error answers 500', async () => {
      expect((await widget('__error')).status).toBe(500);
    });

    it('__unsuccessful answers success: false', async () => {
      const response = await widget('__unsuccessful');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: false });
    });

    it('__malformed answers broken JSON', async () => {
      const response = await widget('__malformed');
      await expect(response.clone().json()).rejects.toThrow();
      expect(await response.text()).toBe('{"success": true, "reviews": [');
    });

    it('__slow answers normally after the requested delay', async () => {
      const started = Date.now();
      const response = await widget('__slow', '?ms=300');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(await response.json()).toMatchObject({ success: true });
    });

    it('does not change what other requests get', async () => {
      await widget('__error');
      expect((await widget()).status).toBe(200);
    });

    it('refuses an unknown test widget with the list of modes', async () => {
      const response = await widget('__explode');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringContaining('__malformed') });
    });
  });

  describe('global mode, set by POST /__stub/mode/{mode}', () => {
    it('makes every widget request fail until set back to ok', async () => {
      const set = await fetch(`${origin}/__stub/mode/error`, { method: 'POST' });
      expect(set.status).toBe(204);
      expect((await widget()).status).toBe(500);
      await fetch(`${origin}/__stub/mode/ok`, { method: 'POST' });
      expect((await widget()).status).toBe(200);
    });

    it('delays by delayMs in slow mode', async () => {
      await fetch(`${origin}/__stub/mode/slow?delayMs=250`, { method: 'POST' });
      const started = Date.now();
      expect((await widget()).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });

    it.each([
      ['another site', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
      ['another origin of the same site', { 'Sec-Fetch-Site': 'same-site' }],
      ['an Origin other than its own (an older browser)', { Origin: 'http://evil.example' }],
    ])('takes no switch from %s (403), and the mode stays', async (_from, headers) => {
      const response = await fetch(`${origin}/__stub/mode/error`, { method: 'POST', headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.stringContaining('own origin') });
      expect((await widget()).status).toBe(200);
    });

    it('takes a switch from a page of its own origin', async () => {
      const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
      const response = await fetch(`${origin}/__stub/mode/error`, { method: 'POST', headers });
      expect(response.status).toBe(204);
      expect((await widget()).status).toBe(500);
    });

    it('refuses an unknown mode', async () => {
      const response = await fetch(`${origin}/__stub/mode/explode`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('unsuccessful') });
    });
  });

  it('answers 404 for other paths and methods', async () => {
    expect((await fetch(`${origin}/api/v1/other`)).status).toBe(404);
    expect((await fetch(`${origin}/api/v1/widgets/x`, { method: 'POST' })).status).toBe(404);
  });
});
