import axios from 'axios';
import type { ReviewsSource, ReviewsWidgetResponse } from '@practice/shared-types';

const TIMEOUT_MS = 10_000;

const isWidgetResponse = (body: unknown): body is ReviewsWidgetResponse => {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Partial<ReviewsWidgetResponse>;
  return candidate.success === true && Array.isArray(candidate.reviews);
};

/** SPEC.md call 1. Any failure (network, time-out, success:false, malformed body) rejects. */
export async function fetchReviews({ apiBase, featurableId }: ReviewsSource) {
  const url = `${apiBase}/api/v1/widgets/${encodeURIComponent(featurableId)}`;
  const { data } = await axios.get<unknown>(url, { timeout: TIMEOUT_MS });
  if (!isWidgetResponse(data)) throw new Error('The reviews provider gave no usable answer.');
  return data;
}
