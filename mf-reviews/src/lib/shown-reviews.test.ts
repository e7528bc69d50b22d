import type { Review } from './reviews-response';
import { shownReviews } from './shown-reviews';

const review = (
  id: string,
  comment: string,
  reviewer: Partial<Review['reviewer']> = {},
): Review => ({
  reviewId: id,
  comment,
  starRating: 4,
  createTime: '2026-10-18T14:32:11Z',
  updateTime: '2026-10-18T14:32:11Z',
  reviewer: {
    displayName: 'Maria Gonzalez',
    isAnonymous: false,
    profilePhotoUrl: 'https://photos.example/maria.jpg',
    ...reviewer,
  },
});

const site = { nameDisplay: 'full', showTranslation: true } as const;

describe('shownReviews', () => {
  it('maps a review to what the card shows', () => {
    expect(shownReviews([review('r1', ' Great care. ')], site)).toEqual([
      {
        id: 'r1',
        name: 'Maria Gonzalez',
        isAnonymous: false,
        photoUrl: 'https://photos.example/maria.jpg',
        starRating: 4,
        createTime: '2026-10-18T14:32:11Z',
        text: 'Great care.',
        translated: false,
      },
    ]);
  });

  it('hides reviews whose comment is empty after trimming, keeping the order', () => {
    const shown = shownReviews(
      [review('a', 'First'), review('b', '  \n '), review('c', ''), review('d', 'Last')],
      site,
    );
    expect(shown.map((r) => r.id)).toEqual(['a', 'd']);
  });

  it('applies the name display', () => {
    const [shown] = shownReviews([review('a', 'Fine')], {
      ...site,
      nameDisplay: 'firstAndInitial',
    });
    expect(shown?.name).toBe('Maria G.');
  });

  it('keeps or drops the translation', () => {
    const comment = 'Muy bien.\n\n(Translated by Google)\nVery good.';
    expect(shownReviews([review('a', comment)], site)[0]).toMatchObject({
      text: 'Very good.',
      translated: true,
    });
    expect(
      shownReviews([review('a', comment)], { ...site, showTranslation: false })[0],
    ).toMatchObject({ text: 'Muy bien.', translated: false });
  });

  it('shows no photo for anonymous reviewers or unsafe URLs', () => {
    const shown = shownReviews(
      [
        review('anon', 'Fine', { isAnonymous: true }),
        review('script', 'Fine', { profilePhotoUrl: 'javascript:alert(1)' }),
        review('none', 'Fine', { profilePhotoUrl: undefined }),
      ],
      site,
    );
    shown.forEach((r) => expect(r.photoUrl).toBeUndefined());
  });
});
