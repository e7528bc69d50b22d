/**
 * A local stand-in for the reviews provider, serving its documented response shape. Used by
 * `npm start` and the tests only; production builds point at the real provider.
 *
 * It can be told to misbehave in two ways:
 * - per request, by the widget id, so one test can fail its own call without touching others
 *   running in parallel: GET /api/v1/widgets/__error (500), __slow?ms=N (answers after N ms,
 *   3000 by default), __unsuccessful (success: false), __malformed (broken JSON);
 * - globally, for manual checks: POST /__stub/mode/{ok|error|slow|unsuccessful|malformed}[?delayMs=N].
 * GET /__stub/health answers 200, so a test can tell the stub from a real provider.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { ReviewsWidgetResponse } from '../src/lib/reviews-response';
import { requestTarget } from '@practice/server/app-server/request-target.cjs';
import { fixtureProfileUrl, fixtureReviews } from './fixture-reviews';

const STUB_MODES = ['ok', 'error', 'slow', 'unsuccessful', 'malformed'] as const;
type StubMode = (typeof STUB_MODES)[number];

const DEFAULT_DELAY_MS = 3000;
/** Compiled into stub/dist by the build, run from source under jest. */
const STUB_DIR = path.basename(__dirname) === 'dist' ? path.dirname(__dirname) : __dirname;
const AVATARS = path.join(STUB_DIR, 'avatars');
const WIDGET_PATH = /^\/api\/v1\/widgets\/([\w-]+)$/;
const MODE_PATH = /^\/__stub\/mode\/(\w+)$/;
/** Widget ids such as '__error' select a mode for that request only. */
const PER_REQUEST_PREFIX = '__';

const isMode = (value: string): value is StubMode =>
  (STUB_MODES as readonly string[]).includes(value);

function widgetResponse(origin: string): ReviewsWidgetResponse {
  const ratings = fixtureReviews.map((review) => review.starRating);
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
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

/** The Host the client named when it is a plain host[:port]; the avatars' URLs are built on it. */
const hostOf = (req: http.IncomingMessage): string =>
  /^[\w.-]+(:\d{1,5})?$/.test(req.headers.host ?? '') ? (req.headers.host as string) : 'localhost';

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function delayOf(value: string | null): number {
  if (value === null || value.trim() === '') return DEFAULT_DELAY_MS;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_DELAY_MS;
}

export function createReviewsStub(initialMode: StubMode = 'ok'): http.Server {
  let globalMode: StubMode = initialMode;
  let globalDelayMs = DEFAULT_DELAY_MS;

  function answerWidget(res: http.ServerResponse, mode: StubMode, origin: string): void {
    if (mode === 'error') sendJson(res, 500, { success: false, error: 'Internal error' });
    else if (mode === 'unsuccessful') sendJson(res, 200, { success: false });
    else if (mode === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"success": true, "reviews": [');
    } else sendJson(res, 200, widgetResponse(origin));
  }

  const server = http.createServer((req, res) => {
    const url = requestTarget(req.url);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!url) {
      sendJson(res, 400, { error: 'The request target must be a path.' });
      return;
    }
    res.setHeader('Cache-Control', 'no-store');

    if (url.pathname === '/__stub/health' && req.method === 'GET') {
      sendJson(res, 200, { status: 'ok', mode: globalMode, pid: process.pid });
      return;
    }

    const control = url.pathname.match(MODE_PATH);
    if (control && req.method === 'POST') {
      if (!fromOwnOrigin(req)) {
        sendJson(res, 403, { error: "The mode is switched from this stub's own origin only." });
        return;
      }
      const requested = control[1] ?? '';
      if (!isMode(requested)) {
        sendJson(res, 400, { error: `Unknown mode; use one of ${STUB_MODES.join(', ')}` });
        return;
      }
      globalMode = requested;
      globalDelayMs = delayOf(url.searchParams.get('delayMs'));
      res.writeHead(204);
      res.end();
      return;
    }

    if (url.pathname.startsWith('/avatars/')) {
      const file = path.join(AVATARS, path.basename(url.pathname));
      fs.readFile(file, (error, body) => {
        if (error) sendJson(res, 404, { error: 'Not found' });
        else {
          res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
          res.end(body);
        }
      });
      return;
    }

    const widget = url.pathname.match(WIDGET_PATH);
    if (req.method !== 'GET' || !widget) {
      sendJson(res, 404, { error: 'Not found' });
      return;
    }

    const id = widget[1] ?? '';
    let mode = globalMode;
    let delayMs = globalDelayMs;
    if (id.startsWith(PER_REQUEST_PREFIX)) {
      const requested = id.slice(PER_REQUEST_PREFIX.length);
      if (!isMode(requested)) {
        sendJson(res, 404, {
          error: `Unknown test widget; use one of ${STUB_MODES.map((m) => `__${m}`).join(', ')}`,
        });
        return;
      }
      mode = requested;
      delayMs = delayOf(url.searchParams.get('ms'));
    }

    const origin = `http://${hostOf(req)}`;
    if (mode === 'slow') {
      const timer = setTimeout(() => answerWidget(res, 'ok', origin), delayMs);
      res.on('close', () => clearTimeout(timer));
    } else answerWidget(res, mode, origin);
  });
  // Node closes a CONNECT request's socket unanswered unless somebody listens: refuse it instead.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    const body = JSON.stringify({ error: 'This server does not tunnel.' });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, POST\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/**
 * Whether a request may switch the mode: a client that is no browser (it sends neither header), or
 * a page of the stub's own origin; any other site's page is refused. The rule of the app servers'
 * development endpoint (server/app-server/same-origin.mjs), which this package, built alone with
 * Node's modules only, cannot import.
 */
function fromOwnOrigin(req: http.IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
