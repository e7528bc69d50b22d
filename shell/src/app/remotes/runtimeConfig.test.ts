import { EMPTY_CONFIG, MAX_REMOTE_TIMEOUT_MS, parseRuntimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('keeps a well-formed config', () => {
    const config = parseRuntimeConfig({
      remotes: [{ name: 'blog', entry: 'https://blog.example/mf-manifest.json' }],
      remoteTimeoutMs: 5000,
      reviews: { apiBase: 'https://reviews.example', featurableId: 'abc' },
      uploadUrl: '/upload_form',
      analyticsId: 'G-TEST',
    });
    expect(config).toEqual({
      remotes: [{ name: 'blog', entry: 'https://blog.example/mf-manifest.json' }],
      remoteTimeoutMs: 5000,
      reviews: { apiBase: 'https://reviews.example', featurableId: 'abc' },
      uploadUrl: '/upload_form',
      analyticsId: 'G-TEST',
    });
  });

  it('drops unknown remotes and entries that are not URLs, keeping the rest', () => {
    const config = parseRuntimeConfig({
      remotes: [
        { name: 'blog', entry: 'javascript:alert(1)' },
        { name: 'shop', entry: 'https://shop.example/mf-manifest.json' },
        { name: 'team', entry: '/team/mf-manifest.json' },
      ],
    });
    expect(config.remotes).toEqual([{ name: 'team', entry: '/team/mf-manifest.json' }]);
  });

  it('never waits longer than 8 seconds for a remote', () => {
    expect(parseRuntimeConfig({ remoteTimeoutMs: 60_000 }).remoteTimeoutMs).toBe(
      MAX_REMOTE_TIMEOUT_MS,
    );
    expect(parseRuntimeConfig({ remoteTimeoutMs: 'soon' }).remoteTimeoutMs).toBe(8000);
  });

  it('falls back to no remotes for something that is not a config', () => {
    expect(parseRuntimeConfig('<html>')).toBe(EMPTY_CONFIG);
    expect(parseRuntimeConfig(null)).toBe(EMPTY_CONFIG);
  });
});
