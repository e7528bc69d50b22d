import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';

const About = () => <h1>About us</h1>;

describe('lazyScreen', () => {
  it('loads its chunk on the first render, showing the fallback meanwhile', async () => {
    const load = jest.fn(() => Promise.resolve({ About }));
    const Screen = lazyScreen(load, 'About');
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded, as after a link was hovered', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ About }), 'About');
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('fetches a chunk that failed again on the next attempt', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ About });
    const Screen = lazyScreen(load, 'About');
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBe(About);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
