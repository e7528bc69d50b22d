/** The provider failed, was too slow, or answered what the relay does not pass on. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export interface ProviderFetchOptions {
  timeoutMs: number;
  maxBytes: number;
}

export interface ProviderAnswer {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * GET `url` from the server, as a request of the site's own: no cookie, referrer, address or
 * query of any visitor goes with it (none is known here). Rejects with a ProviderError on an
 * error status, after `timeoutMs` (the body included), or past `maxBytes`.
 */
export async function providerFetch(
  url: string,
  { timeoutMs, maxBytes }: ProviderFetchOptions,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    throw new ProviderError(`${url}: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ProviderError(`${url}: status ${response.status}`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) throw new ProviderError(`${url}: more than ${maxBytes} bytes`);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error instanceof ProviderError ? error : new ProviderError(`${url}: ${error}`);
  }
  return { contentType: response.headers.get('content-type') ?? '', body: Buffer.concat(chunks) };
}
