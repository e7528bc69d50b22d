import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ShownReview } from '../../lib/shown-reviews';
import { AUTOPLAY_INTERVAL_MS, Carousel } from './Carousel';

const reviews: ShownReview[] = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli'].map((name, index) => ({
  id: `r${index}`,
  name,
  isAnonymous: false,
  starRating: 5,
  createTime: '2026-10-18T14:32:11Z',
  text: `Review by ${name}.`,
  translated: false,
}));

/** Makes matchMedia answer true for the given queries only. */
function mockMedia(matching: string[]) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const visibleNames = () =>
  screen
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByRole('paragraph')[0]?.textContent);

/** One autoplay interval, plus the moment react-slick takes to start the move. */
const ONE_TURN = AUTOPLAY_INTERVAL_MS + 100;

const carousel = () => screen.getByRole('group', { name: 'Patient reviews' });
/**
 * Advances time in small steps, each in its own act(): react-slick schedules the end of a slide
 * animation from a state-update callback, which React runs only when an act() scope closes.
 */
function tick(ms: number) {
  for (let done = 0; done < ms; done += 50) {
    act(() => jest.advanceTimersByTime(Math.min(50, ms - done)));
  }
}

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel
      reviews={reviews}
      maxCharacters={80}
      dots={false}
      label="Patient reviews"
      {...props}
    />,
  );
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  jest.useFakeTimers();
  mockMedia([]);
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('Carousel', () => {
  it('shows three reviews and moves on by one every 3 seconds', () => {
    renderCarousel();
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    tick(AUTOPLAY_INTERVAL_MS - 50);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    tick(150);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
  });

  it('loops round after the last review', () => {
    renderCarousel();
    tick(AUTOPLAY_INTERVAL_MS * 4 + ONE_TURN);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
  });

  it('shows two reviews up to 768 px and one up to 640 px', () => {
    mockMedia(['(max-width: 768px)']);
    const { unmount } = renderCarousel();
    expect(visibleNames()).toEqual(['Ava', 'Ben']);
    unmount();
    mockMedia(['(max-width: 768px)', '(max-width: 640px)']);
    renderCarousel();
    expect(visibleNames()).toEqual(['Ava']);
  });

  it('stops with the pause button and starts again with play', () => {
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause reviews carousel' });
    const live = () => screen.getByRole('list').closest('[aria-live]');
    expect(live()).toHaveAttribute('aria-live', 'off');

    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Play reviews carousel');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    tick(AUTOPLAY_INTERVAL_MS * 3);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);

    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Pause reviews carousel');
    tick(ONE_TURN);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
  });

  it('pauses while the pointer is over it', () => {
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    tick(AUTOPLAY_INTERVAL_MS * 2);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    fireEvent.mouseLeave(carousel());
    tick(ONE_TURN);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
  });

  it('pauses while focus is inside it', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next reviews' });
    act(() => next.focus());
    tick(AUTOPLAY_INTERVAL_MS * 2);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    // Moving between its own buttons keeps it paused.
    const previous = screen.getByRole('button', { name: 'Previous reviews' });
    act(() => previous.focus());
    tick(AUTOPLAY_INTERVAL_MS * 2);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    act(() => previous.blur());
    tick(ONE_TURN);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
  });

  it('does not autoplay when the visitor prefers reduced motion, until asked to', () => {
    mockMedia(['(prefers-reduced-motion: reduce)']);
    renderCarousel();
    tick(AUTOPLAY_INTERVAL_MS * 3);
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    fireEvent.click(screen.getByRole('button', { name: 'Play reviews carousel' }));
    tick(ONE_TURN);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
  });

  it('moves with the previous and next buttons', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    tick(600);
    expect(visibleNames()).toEqual(['Ben', 'Cleo', 'Dev']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    tick(600);
    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    tick(600);
    expect(visibleNames()).toEqual(['Eli', 'Ava', 'Ben']);
  });

  it('lists the reviews with their positions, the clones too', () => {
    renderCarousel();
    const list = screen.getByRole('list');
    const all = within(list).getAllByRole('listitem', { hidden: true });
    expect(all.length).toBeGreaterThan(reviews.length);
    all.forEach((item) => {
      const name = within(item).getAllByText(/^[A-Z][a-z]+$/)[0]?.textContent ?? '';
      const position = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli'].indexOf(name) + 1;
      expect(item).toHaveAttribute('aria-posinset', String(position));
      expect(item).toHaveAttribute('aria-setsize', '5');
    });
  });

  it('has no controls when every review fits', () => {
    renderCarousel({ reviews: reviews.slice(0, 3) });
    expect(visibleNames()).toEqual(['Ava', 'Ben', 'Cleo']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers one dot per review when dots are on, marking the first in view', () => {
    renderCarousel({ dots: true });
    const dots = within(screen.getByRole('group', { name: 'Choose a review' })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAccessibleName('Show review 1 of 5');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(dots[3] as HTMLElement);
    tick(600);
    expect(visibleNames()).toEqual(['Dev', 'Eli', 'Ava']);
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('has no dots when they are off', () => {
    renderCarousel();
    expect(screen.queryByRole('group', { name: 'Choose a review' })).not.toBeInTheDocument();
  });
});
