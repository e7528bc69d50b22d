import { isChunkOfRemovedBuild } from './removed-build';

/** What webpack rejects with when a chunk's script fails to load. */
function chunkLoadError(request: string): Error {
  return Object.assign(new Error(`Loading chunk failed.\n(missing: ${request})`), {
    name: 'ChunkLoadError',
    request,
  });
}

/** The little of a fetch Response the check reads (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  json: async () => body,
});

const manifest = {
  exposes: [
    {
      name: 'BlogRoutes',
      assets: { js: { sync: ['158.aaaa1111.js'], async: ['article-9.bbbb2222.js'] } },
    },
  ],
};

describe('isChunkOfRemovedBuild', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("is true for a chunk the blog's current manifest no longer lists, asked beside the chunk", async () => {
    fetchMock.mockResolvedValue(answer(200, manifest));
    const error = chunkLoadError('https://blog.example/article-9.0011aaaa.js');
    await expect(isChunkOfRemovedBuild(error)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(new URL('https://blog.example/mf-manifest.json'), {
      cache: 'no-cache',
    });
  });

  it('is false for a chunk the current build still has (a dropped connection)', async () => {
    fetchMock.mockResolvedValue(answer(200, manifest));
    const error = chunkLoadError('https://blog.example/article-9.bbbb2222.js');
    await expect(isChunkOfRemovedBuild(error)).resolves.toBe(false);
  });

  it('is false when the manifest cannot be had either', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      isChunkOfRemovedBuild(chunkLoadError('https://blog.example/article-9.0011aaaa.js')),
    ).resolves.toBe(false);
    fetchMock.mockResolvedValue(answer(500, 'Internal Server Error'));
    await expect(
      isChunkOfRemovedBuild(chunkLoadError('https://blog.example/article-9.0011aaaa.js')),
    ).resolves.toBe(false);
  });

  it('is false for any other error, without asking', async () => {
    await expect(isChunkOfRemovedBuild(new Error('offline'))).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
