import axios from 'axios';
import type { ReviewsSource } from '@practice/shared-types';
import { parseWidgetResponse, type ReviewsData } from './parse-response';

/** A provider that has not answered by then is treated as failed. */
const TIMEOUT_MS = 10_000;

class ReviewsUnavailableError extends Error {
  override name = 'ReviewsUnavailableError';
}

interface FetchOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function widgetUrl({ apiBase, featurableId }: ReviewsSource): string {
  return `${apiBase.replace(/\/+$/u, '')}/api/v1/widgets/${encodeURIComponent(featurableId)}`;
}

/**
 * The photo URLs, which the relay gives relative to the widget's URL, made absolute there (one that
 * cannot be read is left out: the avatar shows the letter).
 */
function photoAt(url: string, data: ReviewsData): ReviewsData {
  const reviews = data.reviews.map(({ reviewer: { profilePhotoUrl, ...reviewer }, ...review }) => {
    const photo = profilePhotoUrl && URL.canParse(profilePhotoUrl, url);
    return {
      ...review,
      reviewer: photo
        ? { ...reviewer, profilePhotoUrl: new URL(profilePhotoUrl, url).href }
        : reviewer,
    };
  });
  return { ...data, reviews };
}

/**
 * Call 1 of docs/product.md: GET {apiBase}/api/v1/widgets/{featurableId}, answered by the reviews
 * remote's relay. Rejects on a network error, an error status, a time-out, `success: false` or a
 * body that is not the documented shape.
 */
export async function fetchReviews(
  source: ReviewsSource,
  { signal, timeoutMs = TIMEOUT_MS }: FetchOptions = {},
): Promise<ReviewsData> {
  const url = widgetUrl(source);
  const { data } = await axios.get<unknown>(url, {
    timeout: timeoutMs,
    signal,
  });
  const parsed = parseWidgetResponse(data);
  if (!parsed) throw new ReviewsUnavailableError('The reviews provider gave no usable answer.');
  return photoAt(url, parsed);
}
