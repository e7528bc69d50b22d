import type { RelayRequest } from '@practice/shared-types';
import { expiringCache } from './expiring-cache';
import { providerFetch, ProviderError, type ProviderAnswer } from './provider-fetch';
import { fetchRelayedWidget } from './relayed-widget';

export interface RelayOptions {
  /** The reviews provider's base URL (REVIEWS_PROVIDER_URL): the stub locally. */
  providerUrl: string;
  timeoutMs?: number;
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
}

const WIDGET_PATH = /^\/api\/v1\/widgets\/([\w-]{1,100})$/u;
const PHOTO_PATH = /^\/api\/v1\/widgets\/([\w-]{1,100})\/photos\/([\w-]{22})$/u;
/** Widget answers are a few kilobytes; a reviewer's photo, a few tens. */
const MAX_WIDGET_BYTES = 1_000_000;
const MAX_PHOTO_BYTES = 500_000;
/** Types a browser shows in an <img>; anything else the provider's photo host sends is refused. */
const PHOTO_TYPES = /^image\/(jpeg|png|webp|gif|avif|svg\+xml)$/u;
/** Widget ids and photos, bounded: every id in a path is a key. */
const MAX_ENTRIES = 200;

const json = (status: number, body: string, cacheControl: string) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': cacheControl,
      // Public data, read by the site's pages on another origin; no credentials.
      'Access-Control-Allow-Origin': '*',
    },
  });

/** The widget's failed state (docs/product.md, Reviews widget): an error status. */
const failed = () => json(502, '{"success":false}', 'no-store');
const notFound = () => json(404, '{"success":false}', 'no-store');

/** A call to the provider that failed, logged once (its cached failure answers others quietly). */
const logged = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    console.error(`reviews relay: ${error instanceof Error ? error.message : error}`);
    throw error;
  });

/**
 * The reviews provider behind the reviews remote's own origin, so that a visitor's browser never
 * calls it: `GET /api/v1/widgets/{featurableId}` answers the provider's widget (the same shape,
 * kept a minute and asked once for concurrent visitors), and
 * `GET /api/v1/widgets/{featurableId}/photos/{photoId}` a reviewer's photo named in that answer,
 * and no other URL.
 */
export function createReviewsRelay({
  providerUrl,
  timeoutMs = 5000,
  ttlMs = 60_000,
  failureTtlMs = 5000,
  now,
}: RelayOptions): (request: RelayRequest) => Promise<Response | null> {
  const cacheOptions = { ttlMs, failureTtlMs, maxEntries: MAX_ENTRIES, ...(now ? { now } : {}) };
  const widgets = expiringCache(
    (featurableId) =>
      logged(
        fetchRelayedWidget(providerUrl, featurableId, { timeoutMs, maxBytes: MAX_WIDGET_BYTES }),
      ),
    cacheOptions,
  );
  const photos = expiringCache((url) => logged(fetchPhoto(url)), cacheOptions);

  async function fetchPhoto(url: string): Promise<ProviderAnswer> {
    const answer = await providerFetch(url, { timeoutMs, maxBytes: MAX_PHOTO_BYTES });
    const type = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!PHOTO_TYPES.test(type)) throw new ProviderError(`${url}: not an image (${type})`);
    return { contentType: type, body: answer.body };
  }

  async function photo(featurableId: string, id: string): Promise<Response> {
    const url = (await widgets(featurableId)).photos.get(id);
    if (!url) return notFound();
    const { contentType, body } = await photos(url);
    return new Response(body, {
      headers: {
        'Content-Type': contentType,
        'Content-Length': String(body.byteLength),
        'Cache-Control': 'public, max-age=3600',
        // An SVG opened on its own runs nothing on this origin.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  }

  return async ({ method, pathname }) => {
    const widget = WIDGET_PATH.exec(pathname);
    const photoMatch = PHOTO_PATH.exec(pathname);
    if (!widget && !photoMatch) return null;
    if (method !== 'GET') return json(405, '{"success":false}', 'no-store');
    try {
      if (widget) return json(200, (await widgets(widget[1] as string)).json, 'public, max-age=60');
      return await photo(photoMatch?.[1] as string, photoMatch?.[2] as string);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return failed();
    }
  };
}
