import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AfterFirstFrame } from './AfterFirstFrame';

function Page() {
  return (
    <main>
      <h1>Above the fold</h1>
      <AfterFirstFrame>
        <p>Below the fold</p>
      </AfterFirstFrame>
    </main>
  );
}

/** The frames the browser paints: each runs the callbacks requested before it. */
function paintedFrames() {
  let waiting: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.push(callback);
    return waiting.length;
  });
  return {
    paint: () => {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback(performance.now());
    },
  };
}

describe('AfterFirstFrame', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('renders at once before the app has started in the browser (a test, a standalone render)', () => {
    render(<Page />);
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });

  it('on a page mounted in the running app, renders once the first frame has painted', async () => {
    document.documentElement.dataset.hydrated = '';
    jest.useFakeTimers();
    const frames = paintedFrames();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    // Not before the frame: a task queued earlier does not bring it.
    await act(async () => jest.runAllTimers());
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    await act(async () => {
      frames.paint();
      jest.runAllTimers();
    });
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });

  it('hydrates the server HTML as it is, whenever its part hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toContain('Below the fold');
    document.body.append(container);
    // A part of the page may hydrate after the app has started (a remote's code arriving later).
    document.documentElement.dataset.hydrated = '';
    const kept = container.querySelector('p');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(kept);
    expect(kept).toHaveTextContent('Below the fold');
    container.remove();
  });

  it('stops waiting for the frame when it leaves the page first', () => {
    document.documentElement.dataset.hydrated = '';
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    paintedFrames();
    const { unmount } = render(<Page />);
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
