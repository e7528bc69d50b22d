import { act, render, screen } from '@testing-library/react';
import { standaloneSite } from '@practice/shell/standalone-site';
import type { ReviewsBadgeProps } from '@practice/shared-types';
import { fetchReviews } from '../../lib/client';
import { sampleData } from '../../testing/reviews';
import { ReviewsBadge } from './ReviewsBadge';

jest.mock('../../lib/client', () => ({ fetchReviews: jest.fn() }));
const fetchMock = fetchReviews as jest.MockedFunction<typeof fetchReviews>;

const source = { apiBase: 'https://reviews.example', featurableId: 'omega' };
const FAILED = 'Failed to load Google reviews. Please try again later.';

async function renderBadge(props: Partial<ReviewsBadgeProps> = {}) {
  const view = render(<ReviewsBadge site={standaloneSite} {...source} {...props} />);
  await act(async () => undefined);
  return view;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(sampleData({ averageRating: 4.66, totalReviewCount: 12 }));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ReviewsBadge', () => {
  it('shows the rating to one decimal with stars, the default label and subheading', async () => {
    await renderBadge();
    expect(screen.getByText('Google Rating')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read our 12 reviews (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://maps.example/place/omega');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fills stars in part for a fractional rating', async () => {
    await renderBadge();
    const stars = screen.getByRole('img', { name: 'Rated 4.7 out of 5' });
    const fills = Array.from(
      stars.children,
      (star) => (star.lastElementChild as HTMLElement).style.width,
    );
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '66%']);
  });

  it('takes a custom label and subheading formatter', async () => {
    await renderBadge({
      badgeLabel: 'Patients rate us',
      badgeSubheadingFormatter: (count) => `See all ${count} patient reviews`,
    });
    expect(screen.getByText('Patients rate us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^See all 12 patient reviews/ })).toBeInTheDocument();
  });

  it('is light by default and dark on request', async () => {
    const { container, unmount } = await renderBadge();
    expect(container.firstElementChild).toHaveClass('light');
    unmount();
    const dark = await renderBadge({ theme: 'dark' });
    expect(dark.container.firstElementChild).toHaveClass('dark');
  });

  it('shows "Loading reviews..." while loading, and when told to', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { unmount } = await renderBadge();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    unmount();
    fetchMock.mockResolvedValue(sampleData());
    await renderBadge({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
  });

  it('never shows the loading message when the loading prop is false', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await renderBadge({ loading: false });
    expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument();
  });

  it('fails when the call fails, with the default or a custom message', async () => {
    fetchMock.mockRejectedValue(new Error('500'));
    const { unmount } = await renderBadge();
    expect(screen.getByRole('status')).toHaveTextContent(FAILED);
    unmount();
    await renderBadge({ errorMessage: 'No rating right now.' });
    expect(screen.getByRole('status')).toHaveTextContent('No rating right now.');
  });

  it.each([
    ['rating', { averageRating: undefined }],
    ['count', { totalReviewCount: undefined }],
  ])('fails when the provider gives no %s', async (_label, missing) => {
    const data = { ...sampleData(), ...missing };
    fetchMock.mockResolvedValue(data);
    await renderBadge();
    expect(screen.getByRole('status')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('uses figures given as props without calling the provider', async () => {
    await renderBadge({
      averageRating: 4.2,
      totalReviewCount: 1,
      profileUrl: 'https://maps.example/other',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Read our 1 review\b/ })).toHaveAttribute(
      'href',
      'https://maps.example/other',
    );
  });

  it('shows the subheading without a link when there is no http(s) profile URL', async () => {
    await renderBadge({ averageRating: 5, totalReviewCount: 3, profileUrl: 'javascript:alert(1)' });
    expect(screen.getByText('Read our 3 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [{ totalReviewCount: -1, averageRating: 4 }, 'totalReviewCount must be a positive integer'],
    [{ totalReviewCount: 2.5, averageRating: 4 }, 'totalReviewCount must be a positive integer'],
    [{ totalReviewCount: 10, averageRating: 0 }, 'averageRating must be between 1 and 5'],
    [{ totalReviewCount: 10, averageRating: 5.5 }, 'averageRating must be between 1 and 5'],
  ])('fails on invalid options %p and reports "%s"', async (options, message) => {
    await renderBadge(options);
    expect(screen.getByRole('status')).toHaveTextContent(FAILED);
    expect(consoleError).toHaveBeenCalledWith(`ReviewsBadge: ${message}`);
  });

  it('fails on invalid figures from the provider too', async () => {
    fetchMock.mockResolvedValue(sampleData({ averageRating: 0.5 }));
    await renderBadge();
    expect(screen.getByRole('status')).toHaveTextContent(FAILED);
    expect(consoleError).toHaveBeenCalledWith(
      'ReviewsBadge: averageRating must be between 1 and 5',
    );
  });
});
