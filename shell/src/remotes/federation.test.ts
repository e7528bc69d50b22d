import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type RuntimeConfig } from '@practice/shared-types';
import semverSatisfies from 'semver/functions/satisfies';
import {
  isMissingChunk,
  loadRemoteModule,
  registerFromConfig,
  RemoteUnavailableError,
  resetRemote,
} from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const config: RuntimeConfig = {
  remotes: [{ name: 'team', entry: 'https://team.example/mf-manifest.json' }],
  remoteTimeoutMs: 1000,
  reviews: { apiBase: 'https://reviews.example', featurableId: 'x' },
  uploadUrl: 'https://upload.example/upload_form',
};

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 93 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

/** What the runtime hands back when it fails: whatever the shell's plugin makes of the error. */
function runtimeFailure(error: Error): unknown {
  const plugin = jest.mocked(registerPlugins).mock
    .calls[0]![0]![0] as ModuleFederationRuntimePlugin;
  return plugin.errorLoadRemote!({ error, lifecycle: 'onLoad' } as never);
}

const teamModule = { default: () => null };

/** The remote's build-info.json, as its server answers it: absent by default. */
const buildInfo = jest.fn<Promise<{ ok: boolean; json?: () => Promise<unknown> }>, [URL]>();
globalThis.fetch = buildInfo as unknown as typeof fetch;

describe('loading a remote module', () => {
  beforeEach(() => {
    buildInfo.mockReset().mockResolvedValue({ ok: false });
    jest.mocked(loadRemote).mockReset();
    registerFromConfig(config);
    resetRemote('team'); // a module the previous test loaded
    jest.mocked(registerRemotes).mockClear();
  });

  it('asks the current build again, once, for a chunk a deploy has removed', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementationOnce(async () => runtimeFailure(chunkLoadError()))
      .mockResolvedValue(teamModule);
    await expect(loadRemoteModule('team/TeamRoutes')).resolves.toBe(teamModule);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The runtime forgets the remote's manifest and entry, so it fetches the current ones.
    expect(registerRemotes).toHaveBeenLastCalledWith([config.remotes[0]], { force: true });
  });

  it('gives up when the current build is missing the chunk too', async () => {
    jest.mocked(loadRemote).mockImplementation(async () => runtimeFailure(chunkLoadError()));
    const failure = loadRemoteModule('team/TeamRoutes');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(isMissingChunk(await failure.catch((error: unknown) => error))).toBe(true);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for any other failure (the visitor has Retry)', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async () => runtimeFailure(new TypeError('Failed to fetch')));
    await expect(loadRemoteModule('team/TeamRoutes')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("refuses a remote whose build does not support the shell's contract, and takes one that does", async () => {
    const built = (contractRange: string) => ({
      ok: true,
      json: async () => ({ app: 'team', contractRange }),
    });
    jest.mocked(loadRemote).mockResolvedValue(teamModule);
    buildInfo.mockResolvedValue(built('^99.0.0'));
    const refused = loadRemoteModule('team/TeamRoutes');
    await expect(refused).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(refused).rejects.toThrow(
      /team remote is unavailable: it supports contract \^99\.0\.0; this shell has contract \d+\.\d+\.\d+/,
    );
    expect(buildInfo).toHaveBeenCalledWith(
      new URL('https://team.example/build-info.json'),
      expect.anything(),
    );

    // Retry, after a deploy of a build that fits: asked anew.
    resetRemote('team');
    buildInfo.mockResolvedValue(built('>=1.0.0'));
    await expect(loadRemoteModule('team/TeamRoutes')).resolves.toBe(teamModule);
  });

  it.each([
    '^1.0.0',
    '^1.2.0 || ^2.0.0',
    '~1.0.0',
    '1.x',
    '*',
    '>=1.0.0 <2.0.0',
    '1.0.0 - 1.5.0',
    '>1.0.0',
    '<=1.0.0',
    '^0.9.0',
    '^2.0.0',
  ])('takes or refuses the range %s as the servers do (semver)', async (contractRange) => {
    jest.mocked(loadRemote).mockResolvedValue(teamModule);
    buildInfo.mockResolvedValue({ ok: true, json: async () => ({ app: 'team', contractRange }) });
    resetRemote('team');
    const taken = await loadRemoteModule('team/TeamRoutes').then(
      () => true,
      () => false,
    );
    expect(taken).toBe(semverSatisfies(CONTRACT_VERSION, contractRange));
  });

  it('gives up in time when the contract check never answers, the code having loaded', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(loadRemote).mockResolvedValue(teamModule);
      buildInfo.mockReturnValue(new Promise(() => {}));
      const load = loadRemoteModule('team/TeamRoutes');
      const settled = expect(load).rejects.toThrow(/no answer after 1000 ms/);
      await jest.advanceTimersByTimeAsync(config.remoteTimeoutMs);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a script of the remote that never answered, so Retry asks for it anew', () => {
    const hung = document.createElement('script');
    hung.src = 'https://team.example/remoteEntry.js';
    const other = document.createElement('script');
    other.src = 'https://blog.example/remoteEntry.js';
    document.head.append(hung, other);
    resetRemote('team');
    expect(hung.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    other.remove();
  });

  it('drops a library the remote provides whose load failed, and keeps what loaded', () => {
    const shareScopeMap = {
      default: {
        axios: { '1.21.1': { from: 'team', loaded: undefined } },
        react: { '19.3.1': { from: 'shell', loaded: true } },
        dayjs: { '1.0.0': { from: 'team', loaded: true } },
      },
    };
    jest.mocked(getInstance).mockReturnValue({ shareScopeMap } as never);
    resetRemote('team');
    expect(shareScopeMap.default.axios).toEqual({});
    expect(shareScopeMap.default.react['19.3.1']).toBeDefined();
    expect(shareScopeMap.default.dayjs['1.0.0']).toBeDefined();
  });
});
