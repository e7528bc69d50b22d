import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standaloneSite } from '@practice/shell/standalone-site';
import type { ReviewsCarouselProps } from '@practice/shared-types';
import { fetchReviews } from '../../lib/client';
import { LONG_COMMENT, makeReview, sampleData } from '../../testing/reviews';
import { ReviewsCarousel } from './ReviewsCarousel';

jest.mock('../../lib/client', () => ({ fetchReviews: jest.fn() }));
const fetchMock = fetchReviews as jest.MockedFunction<typeof fetchReviews>;

const source = { apiBase: 'https://reviews.example', featurableId: 'omega' };

async function renderCarousel(props: Partial<ReviewsCarouselProps> = {}) {
  const view = render(<ReviewsCarousel site={standaloneSite} {...source} {...props} />);
  // Let the mocked call settle.
  await act(async () => undefined);
  return view;
}

/** The cards in view: react-slick hides the others, and its clones, with aria-hidden. */
const visibleCards = () => screen.getAllByRole('listitem');
const visibleNames = () =>
  visibleCards().map((card) => within(card).getAllByRole('paragraph')[0]?.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(sampleData());
});

describe('ReviewsCarousel states', () => {
  it('shows "Loading reviews..." while the provider has not answered', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(fetchMock).toHaveBeenCalledWith(source, { signal: expect.any(AbortSignal) });
  });

  it('shows the reviews once loaded', async () => {
    await renderCarousel();
    expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Patient reviews' })).toBeInTheDocument();
    expect(visibleCards()).toHaveLength(3);
  });

  it('shows the failed message when the call fails', async () => {
    fetchMock.mockRejectedValue(new Error('500'));
    await renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Failed to load Google reviews. Please try again later.',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a custom failed message', async () => {
    fetchMock.mockRejectedValue(new Error('timeout'));
    await renderCarousel({ errorMessage: 'Reviews are resting. Call us instead.' });
    expect(screen.getByRole('status')).toHaveTextContent('Reviews are resting. Call us instead.');
  });

  it('shows loading when the loading prop says so, even with reviews loaded', async () => {
    await renderCarousel({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('never shows the loading message when the loading prop is false', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { container } = await renderCarousel({ loading: false });
    expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('says so when no review has text', async () => {
    fetchMock.mockResolvedValue(sampleData({ reviews: [makeReview('blank', ' ')] }));
    await renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('There are no reviews to show yet.');
  });

  it('asks again for a new source', async () => {
    const { rerender } = await renderCarousel();
    fetchMock.mockRejectedValue(new Error('down'));
    rerender(<ReviewsCarousel site={standaloneSite} {...source} featurableId="other" />);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenLastCalledWith(
      { ...source, featurableId: 'other' },
      expect.anything(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Failed to load/);
  });
});

describe('ReviewsCarousel heading', () => {
  it('renders no heading of its own by default (the page provides it)', async () => {
    await renderCarousel();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders a region with its h2 when given a title, in every state', async () => {
    fetchMock.mockRejectedValue(new Error('down'));
    await renderCarousel({ title: 'Our Reviews' });
    const region = screen.getByRole('region', { name: 'Our Reviews' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Our Reviews' })).toBeVisible();
    expect(within(region).getByRole('status')).toHaveTextContent(/Failed to load/);
  });
});

describe('ReviewsCarousel cards', () => {
  it('hides reviews whose comment is empty after trimming', async () => {
    await renderCarousel({ nameDisplay: 'full' });
    const all = screen.getAllByRole('listitem', { hidden: true });
    expect(all.some((card) => card.textContent?.includes('Keisha'))).toBe(false);
    expect(visibleCards()[0]).toHaveAttribute('aria-setsize', '5');
  });

  it('shows first name and last initial by default, full names on request', async () => {
    const { unmount } = await renderCarousel();
    expect(visibleNames()).toEqual(['Maria G.', 'A Google User', 'Tom B.']);
    unmount();
    await renderCarousel({ nameDisplay: 'full' });
    expect(visibleNames()).toEqual(['Maria Gonzalez', 'A Google User', 'Tom Brennan']);
  });

  it('shows stars and a relative date', async () => {
    await renderCarousel();
    const tom = visibleCards()[2] as HTMLElement;
    expect(within(tom).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(tom).getByText('10 days ago')).toHaveAttribute('dateTime');
  });

  it('truncates at a word boundary with an ellipsis and toggles Read more / Read less', async () => {
    const user = userEvent.setup();
    await renderCarousel({ maxCharacters: 80 });
    const maria = visibleCards()[0] as HTMLElement;
    const short = 'I have been coming to Omega Health Care for about two years and it is honestly…';
    expect(within(maria).getByText(short)).toBeInTheDocument();

    await user.click(within(maria).getByRole('button', { name: 'Read more' }));
    expect(within(maria).getByText(LONG_COMMENT)).toBeInTheDocument();
    const less = within(maria).getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveAccessibleDescription('Maria G.');

    await user.click(less);
    expect(within(maria).getByText(short)).toBeInTheDocument();
  });

  it('uses 200 characters when no limit is given, and offers no toggle for short reviews', async () => {
    await renderCarousel();
    const maria = visibleCards()[0] as HTMLElement;
    expect(within(maria).getByText(LONG_COMMENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows markup in a review literally and runs nothing', async () => {
    const { container } = await renderCarousel();
    const tom = visibleCards()[2] as HTMLElement;
    expect(
      within(tom).getByText('Type <script>alert(1)</script> & <b>bold</b> here, they said.'),
    ).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('shows the photo, and the letter avatar when the photo fails to load', async () => {
    await renderCarousel();
    const maria = visibleCards()[0] as HTMLElement;
    const photo = maria.querySelector('img') as HTMLImageElement;
    expect(photo).toHaveAttribute('src', 'https://photos.example/maria.jpg');
    expect(photo).toHaveAttribute('width', '48');
    expect(photo).toHaveAttribute('height', '48');
    expect(photo).toHaveAttribute('loading', 'lazy');

    fireEvent.error(photo);
    expect(maria.querySelector('img')).toBeNull();
    expect(within(maria).getByText('M')).toHaveStyle({ backgroundColor: '#a1283b' });
  });

  it("shows 'A' for an anonymous reviewer and refuses a non-http photo", async () => {
    fetchMock.mockResolvedValue(
      sampleData({
        reviews: [
          makeReview('anon', 'Fine.', {
            displayName: 'Google User',
            isAnonymous: true,
            profilePhotoUrl: 'https://photos.example/anon.jpg',
          }),
          makeReview('js', 'Fine.', { displayName: 'James O', profilePhotoUrl: 'javascript:x' }),
        ],
      }),
    );
    const { container } = await renderCarousel();
    expect(container.querySelector('img')).toBeNull();
    const [anon, james] = visibleCards() as [HTMLElement, HTMLElement];
    expect(within(anon).getByText('A')).toBeInTheDocument();
    expect(within(james).getByText('J')).toBeInTheDocument();
  });

  it('shows the translation with a note by default, the original when translation is off', async () => {
    fetchMock.mockResolvedValue(
      sampleData({
        reviews: [
          makeReview('luis', 'Muy buena atención.\n\n(Translated by Google)\nVery good care.'),
        ],
      }),
    );
    const { unmount } = await renderCarousel();
    expect(screen.getByText('Very good care.')).toBeInTheDocument();
    expect(screen.getByText(/· Translated by Google/)).toBeInTheDocument();
    unmount();
    await renderCarousel({ showTranslation: false });
    expect(screen.getByText('Muy buena atención.')).toBeInTheDocument();
    expect(screen.queryByText(/Translated by Google/)).not.toBeInTheDocument();
  });

  it('summarises the rating with a link to the profile', async () => {
    await renderCarousel();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '6 Google reviews (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://maps.example/place/omega');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ReviewsCarousel structured data', () => {
  const jsonLd = (container: HTMLElement) =>
    container.querySelector('script[type="application/ld+json"]');

  it('describes the practice and up to ten shown reviews', async () => {
    const { container } = await renderCarousel({ nameDisplay: 'full' });
    const script = jsonLd(container);
    expect(script?.textContent).not.toContain('<');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AggregateRating',
      ratingValue: 4.66,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
      itemReviewed: { name: standaloneSite.practiceName, url: standaloneSite.origin },
    });
    expect(
      data.itemReviewed.review.map((r: { author: { name: string } }) => r.author.name),
    ).toEqual(['Maria Gonzalez', 'A Google User', 'Tom Brennan', 'Luis Herrera', 'James Okafor']);
    expect(data.itemReviewed.review[2].reviewBody).toBe(
      'Type <script>alert(1)</script> & <b>bold</b> here, they said.',
    );
  });

  it('is left out when switched off', async () => {
    const { container } = await renderCarousel({ structuredData: false });
    expect(jsonLd(container)).toBeNull();
  });

  it('is left out when the provider gives no valid rating', async () => {
    fetchMock.mockResolvedValue(sampleData({ averageRating: 7 }));
    const { container } = await renderCarousel();
    expect(jsonLd(container)).toBeNull();
    expect(visibleCards()).toHaveLength(3);
  });
});
