import { checkRuntimeConfig, EMPTY_CONFIG } from './runtime-config';

const valid = {
  remotes: [
    { name: 'blog', entry: 'https://blog.example/mf-manifest.json' },
    { name: 'team', entry: 'http://localhost:3002/mf-manifest.json' },
  ],
  remoteTimeoutMs: 5000,
  reviews: { apiBase: 'https://reviews.example', featurableId: 'abc' },
  uploadUrl: 'https://upload.example/upload_form',
  analyticsId: 'G-TEST',
};

describe('checkRuntimeConfig', () => {
  it('passes a valid config as it is', () => {
    expect(checkRuntimeConfig(valid)).toEqual({ config: valid });
    const withoutAnalytics = { ...valid, analyticsId: undefined };
    expect(checkRuntimeConfig(withoutAnalytics)).toEqual({ config: withoutAnalytics });
  });

  it.each([
    [{ remotes: undefined }, 'remotes must be a list'],
    [{ remotes: { blog: 'https://blog.example/' } }, 'remotes must be a list'],
    [{ remotes: [...valid.remotes, 'careers'] }, 'remotes[2] must be an object'],
    [
      { remotes: [...valid.remotes, { name: 'careers', entry: '/careers/mf-manifest.json' }] },
      'remotes[2].entry must be an absolute http(s) URL',
    ],
    [
      { remotes: [...valid.remotes, { name: 'careers', entry: 'javascript:alert(1)' }] },
      'remotes[2].entry must be an absolute http(s) URL',
    ],
    [
      { remotes: [...valid.remotes, { name: 'shop', entry: 'https://shop.example/' }] },
      'remotes[2].name must be one of blog, team, careers, reviews',
    ],
    [
      { remotes: [...valid.remotes, { name: 'blog', entry: 'https://other.example/' }] },
      'remotes[2].name repeats blog',
    ],
    [{ remoteTimeoutMs: 60_000 }, 'remoteTimeoutMs must be a number of milliseconds, at most 8000'],
    [{ remoteTimeoutMs: '5000' }, 'remoteTimeoutMs must be a number of milliseconds, at most 8000'],
    [{ reviews: null }, 'reviews must be an object'],
    [
      { reviews: { apiBase: 'reviews.example', featurableId: 'abc' } },
      'reviews.apiBase must be an absolute http(s) URL',
    ],
    [
      { reviews: { apiBase: 'https://reviews.example', featurableId: '' } },
      'reviews.featurableId must be a non-empty string',
    ],
    [{ uploadUrl: undefined }, 'uploadUrl must be an absolute http(s) URL'],
    [{ analyticsId: 42 }, 'analyticsId must be a string'],
  ])('names the bad field: %j', (change, problem) => {
    expect(checkRuntimeConfig({ ...valid, ...change }).problem).toBe(
      `runtime-config.json: ${problem}`,
    );
  });

  it('names every bad field in one line', () => {
    const { problem } = checkRuntimeConfig({ ...valid, remoteTimeoutMs: 0, uploadUrl: 'x' });
    expect(problem).toBe(
      'runtime-config.json: remoteTimeoutMs must be a number of milliseconds, at most 8000; ' +
        'uploadUrl must be an absolute http(s) URL',
    );
  });

  it('keeps what is usable of a bad config: the good remotes, and no URL for a bad one', () => {
    const { config } = checkRuntimeConfig({
      ...valid,
      remotes: [{ name: 'blog', entry: 'nowhere' }, ...valid.remotes.slice(1)],
      uploadUrl: 42,
    });
    expect(config).toEqual({ ...valid, remotes: valid.remotes.slice(1), uploadUrl: '' });
  });

  it.each([null, '<html>', [], 42])('takes %j for no config at all', (raw) => {
    expect(checkRuntimeConfig(raw)).toEqual({
      config: EMPTY_CONFIG,
      problem: 'runtime-config.json: the file must hold a JSON object',
    });
  });
});
