import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoToTop } from './GoToTop';

const PAGE_HEIGHT = 3000;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Go to top' });

beforeEach(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: PAGE_HEIGHT,
    configurable: true,
  });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.scrollTo = jest.fn();
});

describe('GoToTop', () => {
  it('appears only beyond one third of the page height', () => {
    render(<GoToTop />);
    expect(button()).not.toBeInTheDocument();
    scrollTo(PAGE_HEIGHT / 3);
    expect(button()).not.toBeInTheDocument();
    scrollTo(PAGE_HEIGHT / 3 + 1);
    expect(button()).toBeInTheDocument();
    scrollTo(200);
    expect(button()).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    render(<GoToTop />);
    scrollTo(2000);
    await userEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockReturnValue({
      matches: true,
    } as MediaQueryList);
    render(<GoToTop />);
    scrollTo(2000);
    await userEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    matchMedia.mockRestore();
  });
});
