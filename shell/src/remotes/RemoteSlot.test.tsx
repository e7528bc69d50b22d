import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { site } from '../config/site';
import { trackSettled } from '../lib/track-settled';
import { readLandingSlots } from './landing-slots';
import { loadRemoteModule, resetRemote } from './federation';
import { RemoteSlot } from './RemoteSlot';

jest.mock('./federation', () => ({
  ...jest.requireActual<typeof import('./federation')>('./federation'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteNameOf: (id: string) => id.split('/')[0],
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function TeamStub() {
  return <h1>MEET THE TEAM</h1>;
}

function Thrower(): never {
  throw new Error('render failure inside the remote');
}

/** What webpack throws when a chunk the code asks for is not there (a deploy removed it). */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 93 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function StaleChunk(): never {
  throw chunkLoadError();
}

// The slot suspends on the module's promise: React 19 wants the render inside an awaited act.
const slot = (variant?: 'area' | 'widget', path = '/ourteam/') => (
  <MemoryRouter initialEntries={[path]}>
    <RemoteSlot
      id="team/TeamRoutes"
      props={{ site: site }}
      site={site}
      label="Our team page"
      variant={variant}
    />
  </MemoryRouter>
);

const renderSlot = (variant?: 'area' | 'widget', path?: string) =>
  act(async () => {
    render(slot(variant, path));
  });

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    jest.mocked(resetRemote).mockClear();
    // React logs the errors that the boundary catches; they are expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote component once it has loaded', async () => {
    load.mockResolvedValue({ default: TeamStub });
    await renderSlot();
    expect(await screen.findByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
  });

  it('shows the branded notice with the phone number when loading fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('unreachable')).mockResolvedValue({ default: TeamStub });
    await renderSlot();
    expect(
      await screen.findByRole('heading', { name: 'Our team page is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(() => userEvent.click(retry));
    expect(resetRemote).toHaveBeenCalledWith('team');
    expect(await screen.findByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({ default: Thrower });
    await renderSlot();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('degrades a widget to a small inline message', async () => {
    load.mockRejectedValue(new Error('unreachable'));
    await renderSlot('widget');
    expect(await screen.findByText(/Our team page cannot be shown right now/)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders a module that has already loaded on the first render, without its loading state', async () => {
    const loaded = trackSettled(Promise.resolve({ default: TeamStub }));
    await loaded;
    load.mockReturnValue(loaded);
    render(slot());
    expect(screen.getByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  describe('on the page the server sent, when the remote cannot load in the browser', () => {
    beforeEach(() => {
      const page = document.createElement('div');
      page.innerHTML = '<div data-remote-slot="team/TeamRoutes"><h1>Dr. Ada Server</h1></div>';
      readLandingSlots(page, '/ourteam/Ada/');
      load.mockRejectedValue(new Error('unreachable'));
    });

    it('keeps the content the server rendered readable under the notice', async () => {
      await renderSlot('area', '/ourteam/Ada/');
      expect(
        await screen.findByRole('heading', { name: 'Our team page is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Dr. Ada Server' })).toBeVisible();
    });

    it('shows only the notice on any other page', async () => {
      await renderSlot('area', '/ourteam/');
      expect(
        await screen.findByRole('heading', { name: 'Our team page is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Dr. Ada Server')).not.toBeInTheDocument();
    });
  });

  describe('on a page the server sent with the notice (the remote was down)', () => {
    beforeEach(() => {
      const page = document.createElement('div');
      page.innerHTML =
        '<div data-remote-slot="team/TeamRoutes"><section data-remote-notice>…</section></div>';
      readLandingSlots(page, '/ourteam/');
    });

    it('shows the notice without trying the remote, and Retry loads it in place', async () => {
      load.mockResolvedValue({ default: TeamStub });
      await renderSlot('area', '/ourteam/');
      expect(
        screen.getByRole('heading', { name: 'Our team page is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
      expect(await screen.findByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
    });
  });

  describe('a chunk of a build a deploy has removed, asked for while rendering', () => {
    it("loads the remote's current build once, without showing the notice", async () => {
      load.mockResolvedValueOnce({ default: StaleChunk }).mockResolvedValue({ default: TeamStub });
      await renderSlot();
      expect(await screen.findByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
      expect(resetRemote).toHaveBeenCalledWith('team');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });

    it('shows the notice when the current build fails the same way', async () => {
      load.mockResolvedValue({ default: StaleChunk });
      await renderSlot();
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('a widget the server rendered, below the fold', () => {
    let nearing: IntersectionObserverCallback | undefined;
    beforeEach(() => {
      const page = document.createElement('div');
      page.innerHTML = '<div data-remote-slot="team/TeamRoutes"><h2>Our team</h2></div>';
      readLandingSlots(page, '/');
      nearing = undefined;
      // jsdom lays nothing out: the test says when the widget nears the viewport.
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
        nearing = callback;
        return { observe: jest.fn(), disconnect: jest.fn() };
      }) as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (window as Partial<typeof window>).IntersectionObserver;
    });

    it('loads its code only once it nears the viewport, settled meanwhile', async () => {
      load.mockResolvedValue({ default: TeamStub });
      await renderSlot('widget', '/');
      const frame = document.querySelector('[data-remote-slot]')!;
      expect(load).not.toHaveBeenCalled();
      expect(frame).toHaveAttribute('data-deferred');
      expect(frame).toHaveAttribute('data-ready');

      await act(async () => {
        nearing!(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      expect(load).toHaveBeenCalledWith('team/TeamRoutes');
      expect(await screen.findByRole('heading', { name: 'MEET THE TEAM' })).toBeInTheDocument();
      expect(frame).not.toHaveAttribute('data-deferred');
      expect(frame).toHaveAttribute('data-ready');
    });
  });
});
