import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselHeadings, carouselImages } from '../../content/home';
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
  waitFor(
    () =>
      expect(shown()).toEqual({
        heading: carouselHeadings[index]!.heading,
        image: carouselImages[index]!.first.alt,
      }),
    { timeout: 3000 },
  );

describe('SyncedCarousels', () => {
  it('starts both carousels on their first slide', async () => {
    render(<SyncedCarousels />);
    await expectSlide(0);
    expect(screen.getByText(/1 \/ 3/)).toBeInTheDocument();
  });

  it('moves both carousels together with next and previous, looping round', async () => {
    render(<SyncedCarousels />);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await expectSlide(1);
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();

    // Each move takes 1000 ms; the next one is accepted once it has finished.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await expectSlide(0);

    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await expectSlide(2);
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
  });

  it('keeps focus away from the links and pictures of hidden slides', async () => {
    render(<SyncedCarousels />);
    await expectSlide(0);
    for (const slide of document.querySelectorAll('.slick-slide[aria-hidden="true"]')) {
      expect(slide).toHaveAttribute('inert');
    }
    for (const slide of document.querySelectorAll('.slick-slide:not([aria-hidden="true"])')) {
      expect(slide).not.toHaveAttribute('inert');
    }
  });
});
