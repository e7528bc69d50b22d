import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type RuntimeConfig } from '@practice/shared-types';
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

/** The shell's runtime plugin that has this hook. */
const pluginWith = (hook: keyof ModuleFederationRuntimePlugin) =>
  (jest.mocked(registerPlugins).mock.calls[0]![0] as ModuleFederationRuntimePlugin[]).find(
    (plugin) => plugin[hook],
  )!;

/** What the runtime hands back when it fails: whatever the shell's plugin makes of the error. */
function runtimeFailure(error: Error): unknown {
  return pluginWith('errorLoadRemote').errorLoadRemote!({ error, lifecycle: 'onLoad' } as never);
}

const teamModule = { default: () => null };

describe('loading a remote module', () => {
  beforeEach(() => {
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

describe("a remote's contract range", () => {
  const snapshot = (contractRange?: string) =>
    ({
      moduleInfo: { name: 'team' },
      manifestJson: { metaData: contractRange ? { contractRange } : {} },
    }) as never;
  const check = (contractRange?: string) =>
    pluginWith('loadRemoteSnapshot').loadRemoteSnapshot!(snapshot(contractRange));

  beforeEach(() => registerFromConfig(config));

  test("a manifest whose range includes the shell's contract loads (or one that names none)", () => {
    expect(check(`^${CONTRACT_VERSION.split('.')[0]}.0.0`)).toEqual(
      snapshot(`^${CONTRACT_VERSION.split('.')[0]}.0.0`),
    );
    expect(check()).toEqual(snapshot());
  });

  test('a manifest whose range leaves it out is refused, with one line naming both versions', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => check('^99.0.0')).toThrow(RemoteUnavailableError);
    expect(logged.mock.calls).toEqual([
      [
        `shell: refused the team remote: it supports contract ^99.0.0, not the shell's ${CONTRACT_VERSION}`,
      ],
    ]);
    logged.mockRestore();
  });
});
