/**
 * A local stand-in for the reviews provider, serving its documented response shape. Used by
 * `npm start` and the tests only; production builds point at the real provider. It can be told to
 * misbehave: POST /__stub/mode/{ok|error|slow|unsuccessful|malformed}[?delayMs=N].
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ReviewsWidgetResponse } from '@practice/shared-types';
import { fixtureProfileUrl, fixtureReviews } from './fixture-reviews';

export const STUB_MODES = ['ok', 'error', 'slow', 'unsuccessful', 'malformed'] as const;
export type StubMode = (typeof STUB_MODES)[number];

const AVATARS = path.join(__dirname, '..', 'avatars');
const WIDGET_PATH = /^\/api\/v1\/widgets\/[\w-]+$/;

function widgetResponse(origin: string): ReviewsWidgetResponse {
  const rated = fixtureReviews.map((review) => review.starRating);
  const average = rated.reduce((sum, rating) => sum + rating, 0) / rated.length;
  return {
    success: true,
    profileUrl: fixtureProfileUrl,
    totalReviewCount: fixtureReviews.length,
    averageRating: Math.round(average * 10) / 10,
    reviews: fixtureReviews.map((review) => {
      const photo = review.reviewer.profilePhotoUrl;
      return photo?.startsWith('/')
        ? { ...review, reviewer: { ...review.reviewer, profilePhotoUrl: `${origin}${photo}` } }
        : review;
    }),
  };
}

export function createReviewsStub(initialMode: StubMode = 'ok'): http.Server {
  let mode: StubMode = initialMode;
  let delayMs = 3000;

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');

    const control = url.pathname.match(/^\/__stub\/mode\/(\w+)$/);
    if (control && req.method === 'POST') {
      const requested = control[1] as StubMode;
      if (!STUB_MODES.includes(requested)) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: `Unknown mode; use one of ${STUB_MODES.join(', ')}` }));
        return;
      }
      mode = requested;
      delayMs = Number(url.searchParams.get('delayMs')) || 3000;
      res.writeHead(204);
      res.end();
      return;
    }

    if (url.pathname.startsWith('/avatars/')) {
      const file = path.join(AVATARS, path.basename(url.pathname));
      fs.readFile(file, (error, body) => {
        res.writeHead(error ? 404 : 200, { 'Content-Type': 'image/svg+xml' });
        res.end(error ? undefined : body);
      });
      return;
    }

    if (req.method !== 'GET' || !WIDGET_PATH.test(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
      return;
    }

    const answer = () => {
      if (mode === 'error') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, error: 'Internal error' }));
      } else if (mode === 'unsuccessful') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false }));
      } else if (mode === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"success": true, "reviews": [');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(widgetResponse(`http://${req.headers.host}`)));
      }
    };
    if (mode === 'slow') setTimeout(answer, delayMs);
    else answer();
  });
}
