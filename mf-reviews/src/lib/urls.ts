/**
 * The URL when it is an absolute http(s) URL, otherwise undefined: provider data never becomes a
 * javascript:, data: or relative URL in the page.
 */
export function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
