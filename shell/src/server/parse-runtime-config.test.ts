import { parseRuntimeConfig } from './parse-runtime-config';

const valid = {
  remotes: [{ name: 'blog', entry: 'https://blog.example/mf-manifest.json' }],
  remoteTimeoutMs: 8000,
  reviews: { apiBase: 'https://reviews.example', featurableId: 'abc' },
  uploadUrl: 'https://upload.example/upload_form',
};

describe("parseRuntimeConfig (the shell's server)", () => {
  it('returns a valid config', () => {
    expect(parseRuntimeConfig(JSON.stringify(valid))).toEqual(valid);
  });

  it('rejects text that is not JSON, in one line', () => {
    const parsing = () => parseRuntimeConfig(JSON.stringify(valid).slice(0, -1));
    expect(parsing).toThrow(/^runtime-config.json: not valid JSON \(.+\)$/);
    expect(() => parsing()).toThrow(
      expect.objectContaining({ stack: expect.not.stringContaining('\n') }),
    );
  });

  it('rejects a config that does not validate, naming the field, in one line', () => {
    const withoutRemotes = { ...valid, remotes: undefined };
    const parsing = () => parseRuntimeConfig(JSON.stringify(withoutRemotes));
    expect(parsing).toThrow('runtime-config.json: remotes must be a list');
    expect(parsing).toThrow(
      expect.objectContaining({ stack: 'runtime-config.json: remotes must be a list' }),
    );
  });
});
