const MAX_STARS = 5;

/** How much of each of the five stars is filled, from 0 to 1: 4.7 gives [1, 1, 1, 1, 0.7]. */
export function starFills(rating: number): number[] {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return Array.from(
    { length: MAX_STARS },
    (_, index) => Math.round(Math.min(Math.max(value - index, 0), 1) * 100) / 100,
  );
}

/** The rating as shown and read out: one decimal ('4.7', '5.0'). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
