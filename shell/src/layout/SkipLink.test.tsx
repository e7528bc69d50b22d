import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

// That it leaves parts still waiting for their code as sent: e2e/tests/shell-interactions.spec.ts.

const link = () => screen.getByRole('link', { name: 'Skip to main content' });

describe('SkipLink', () => {
  it('is a link to the content, which works without script', () => {
    render(<SkipLink />);
    expect(link()).toHaveAttribute('href', '#main');
  });

  it('puts focus at the start of the content and leaves the address as it is', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <>
        <SkipLink />
        <main id="main" tabIndex={-1} />
      </>,
    );
    await userEvent.click(link());
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
