import { formatRating, starFills } from './stars';

describe('starFills', () => {
  it('fills whole stars for a whole rating', () => {
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
  });

  it('fills part of a star for a fraction', () => {
    expect(starFills(4.7)).toEqual([1, 1, 1, 1, 0.7]);
    expect(starFills(2.25)).toEqual([1, 1, 0.25, 0, 0]);
  });

  it('stays within 0 to 5 stars', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(5)).toBe('5.0');
  });
});
