import { act, fireEvent, render, screen } from '@testing-library/react';
import { carouselHeadings, carouselImages } from '../../content/home/carousels';
import { SyncedCarousels } from './SyncedCarousels';

/** What each carousel shows: the heading and the first image of its visible slide. */
function shown() {
  const visible = Array.from(document.querySelectorAll('.slick-slide:not([aria-hidden="true"])'));
  return {
    heading: visible.map((slide) => slide.querySelector('h3')?.textContent).find(Boolean),
    image: visible.map((slide) => slide.querySelector('img')?.getAttribute('alt')).find(Boolean),
  };
}

const expectSlide = (index: number) =>
  expect(shown()).toEqual({
    heading: carouselHeadings[index]!.heading,
    image: carouselImages[index]!.first.alt,
  });

/**
 * Lets a 1000 ms move finish; the next one is accepted only then. react-slick ends a move in
 * timed steps, each scheduled once the one before has rendered.
 */
function finishMove() {
  for (let step = 0; step < 3; step++) act(() => jest.advanceTimersByTime(1000));
}

describe('SyncedCarousels', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('starts both carousels on their first slide', () => {
    render(<SyncedCarousels />);
    expectSlide(0);
    expect(screen.getByText(/1 \/ 3/)).toBeInTheDocument();
  });

  it('moves both carousels together with next and previous, looping round', () => {
    render(<SyncedCarousels />);
    press('Next slide');
    finishMove();
    expectSlide(1);
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();

    press('Previous slide');
    finishMove();
    expectSlide(0);

    press('Previous slide');
    finishMove();
    expectSlide(2);
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
  });

  it('keeps focus away from the links and pictures of hidden slides', () => {
    render(<SyncedCarousels />);
    expectSlide(0);
    for (const slide of document.querySelectorAll('.slick-slide[aria-hidden="true"]')) {
      expect(slide).toHaveAttribute('inert');
    }
    for (const slide of document.querySelectorAll('.slick-slide:not([aria-hidden="true"])')) {
      expect(slide).not.toHaveAttribute('inert');
    }
  });
});
