import { parseWidgetResponse } from './parse-response';

const review = {
  reviewId: 'r1',
  comment: 'Great care.',
  starRating: 5,
  createTime: '2026-10-18T14:32:11Z',
  updateTime: '2026-10-19T08:00:00Z',
  reviewer: { displayName: 'Maria Gonzalez', isAnonymous: false, profilePhotoUrl: 'https://x/p' },
};
const answer = {
  success: true,
  reviews: [review],
  profileUrl: 'https://maps.example/omega',
  totalReviewCount: 12,
  averageRating: 4.7,
};

describe('parseWidgetResponse', () => {
  it('reads the documented shape', () => {
    expect(parseWidgetResponse(answer)).toEqual({
      reviews: [review],
      profileUrl: 'https://maps.example/omega',
      totalReviewCount: 12,
      averageRating: 4.7,
    });
  });

  it.each([
    ['a string (malformed JSON)', '{"success": true, "reviews": ['],
    ['null', null],
    ['an array', [answer]],
    ['success: false', { ...answer, success: false }],
    ['no success flag', { reviews: [] }],
    ['reviews not a list', { ...answer, reviews: {} }],
  ])('refuses %s', (_label, body) => {
    expect(parseWidgetResponse(body)).toBeNull();
  });

  it('keeps the reviews when the aggregate figures are missing', () => {
    expect(parseWidgetResponse({ success: true, reviews: [review] })).toEqual({
      reviews: [review],
    });
  });

  it('leaves out single reviews that do not have the documented shape', () => {
    const parsed = parseWidgetResponse({
      ...answer,
      reviews: [
        review,
        { ...review, reviewId: 'no reviewer', reviewer: null },
        { ...review, reviewId: 'rating 0', starRating: 0 },
        { ...review, reviewId: 'rating 6', starRating: 6 },
        'not a review',
      ],
    });
    expect(parsed?.reviews.map((r) => r.reviewId)).toEqual(['r1']);
  });

  it('reads a review without text as an empty comment and defaults its update time', () => {
    const bare: Record<string, unknown> = { ...review };
    delete bare.comment;
    delete bare.updateTime;
    expect(parseWidgetResponse({ ...answer, reviews: [bare] })?.reviews[0]).toMatchObject({
      comment: '',
      updateTime: review.createTime,
    });
  });

  it('drops a photo URL that is not a string', () => {
    const parsed = parseWidgetResponse({
      ...answer,
      reviews: [{ ...review, reviewer: { displayName: 'Tom', profilePhotoUrl: 42 } }],
    });
    expect(parsed?.reviews[0]?.reviewer).toEqual({ displayName: 'Tom', isAnonymous: false });
  });
});
