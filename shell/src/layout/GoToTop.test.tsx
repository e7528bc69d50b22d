import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoToTop } from './GoToTop';

// When it shows (beyond a third of the page) is CSS's: e2e/tests/shell-interactions.spec.ts.

const link = () => screen.getByRole('link', { name: 'Go to top' });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('GoToTop', () => {
  it('is a link to the top of the page, which works without script', () => {
    render(<GoToTop />);
    expect(link()).toHaveAttribute('href', '#top');
  });

  it('glides to the top and puts focus at the start of the content', async () => {
    render(
      <main id="main" tabIndex={-1}>
        <GoToTop />
      </main>,
    );
    await userEvent.click(link());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
