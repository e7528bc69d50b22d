import { act, render, screen } from '@testing-library/react';
import { scrollToTop, usePrefersReducedMotion } from './motion';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose answers the test sets, telling listeners of each change as a browser does. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const answers = { ...initial };
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return answers[query] ?? false;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (query: string, matches: boolean) =>
    act(() => {
      answers[query] = matches;
      listeners.forEach((listener) => listener());
    });
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

const REDUCE = '(prefers-reduced-motion: reduce)';

function Probe() {
  const narrow = useMediaQuery('(max-width: 640px)');
  const reduced = usePrefersReducedMotion();
  return <p>{`narrow ${narrow}, reduced ${reduced}`}</p>;
}

describe('useMediaQuery and usePrefersReducedMotion', () => {
  it('answer at once and follow each change of the window or the preference', () => {
    const change = fakeMatchMedia({ '(max-width: 640px)': true });
    render(<Probe />);
    expect(screen.getByText('narrow true, reduced false')).toBeInTheDocument();
    change(REDUCE, true);
    change('(max-width: 640px)', false);
    expect(screen.getByText('narrow false, reduced true')).toBeInTheDocument();
  });
});

describe('scrollToTop', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('glides to the top', () => {
    fakeMatchMedia({});
    scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    fakeMatchMedia({ [REDUCE]: true });
    scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
