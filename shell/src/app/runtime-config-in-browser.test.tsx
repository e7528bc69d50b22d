import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { site } from '../config/site';
import { parseRuntimeConfig } from '../server/parse-runtime-config';
import { registerFromConfig } from '../remotes/federation';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { acceptRuntimeConfig } from './runtime-config-in-browser';

// The shell's own loader runs; only the federation runtime under it is a stand-in.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const valid = {
  remotes: [{ name: 'blog', entry: 'https://blog.example/mf-manifest.json' }],
  remoteTimeoutMs: 8000,
  reviews: { apiBase: 'https://reviews.example', featurableId: 'abc' },
  uploadUrl: 'https://upload.example/upload_form',
};
const withoutRemotes = { ...valid, remotes: undefined };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the runtime config in the browser', () => {
  it('runs a valid config as it is, silently', () => {
    expect(acceptRuntimeConfig(valid)).toEqual(valid);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reports a config without remotes on the console in the server's words", () => {
    expect(acceptRuntimeConfig(withoutRemotes)).toEqual({ ...valid, remotes: [] });
    expect(consoleError).toHaveBeenCalledWith('runtime-config.json: remotes must be a list');
    expect(() => parseRuntimeConfig(JSON.stringify(withoutRemotes))).toThrow(
      consoleError.mock.calls[0][0],
    );
  });

  it('still starts with it: a remote it cannot register shows its notice with Retry', async () => {
    registerFromConfig(acceptRuntimeConfig(withoutRemotes));
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/ourteam/']}>
          <RemoteSlot id="team/TeamRoutes" props={{ site }} site={site} label="Our team page" />
        </MemoryRouter>,
      );
    });
    expect(
      await screen.findByRole('heading', { name: 'Our team page is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
