import { createHash } from 'node:crypto';
import { widgetUrl } from '../lib/client';
import { parseWidgetResponse } from '../lib/parse-response';
import { httpUrl } from '../lib/urls';
import { providerFetch, ProviderError, type ProviderFetchOptions } from './provider-fetch';

/** The provider's answer as the relay serves it, and the photos it may fetch for it. */
export interface RelayedWidget {
  /** The answer's JSON, each reviewer's photo a first-party path. */
  json: string;
  /** Photo id to the provider's photo URL: the only photos the relay fetches. */
  photos: ReadonlyMap<string, string>;
}

/** A photo's id in the relay's path: its URL's hash, so the path says nothing of the URL. */
const photoId = (url: string) => createHash('sha256').update(url).digest('base64url').slice(0, 22);

/**
 * Where the browser asks for a photo, relative to the widget's own URL (the client resolves it
 * there): `{apiBase}/api/v1/widgets/{featurableId}/photos/{photoId}`.
 */
export const photoPath = (featurableId: string, id: string) =>
  `${encodeURIComponent(featurableId)}/photos/${id}`;

/**
 * Call 1 of docs/product.md, made by the reviews remote's server: the provider's answer, checked
 * as the widget checks it (a failure or `success: false` rejects), with each photo URL replaced.
 */
export async function fetchRelayedWidget(
  providerUrl: string,
  featurableId: string,
  options: ProviderFetchOptions,
): Promise<RelayedWidget> {
  const { body } = await providerFetch(widgetUrl({ apiBase: providerUrl, featurableId }), options);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new ProviderError('The reviews provider answered no JSON.');
  }
  const data = parseWidgetResponse(parsed);
  if (!data) throw new ProviderError('The reviews provider gave no usable answer.');
  const photos = new Map<string, string>();
  const reviews = data.reviews.map(({ reviewer, ...review }) => {
    const { profilePhotoUrl, ...rest } = reviewer;
    const url = httpUrl(profilePhotoUrl);
    if (!url) return { ...review, reviewer: rest };
    const id = photoId(url);
    photos.set(id, url);
    return { ...review, reviewer: { ...rest, profilePhotoUrl: photoPath(featurableId, id) } };
  });
  return { json: JSON.stringify({ success: true, ...data, reviews }), photos };
}
