/** Every provider's photo, on a card or on the profile, is square at 300 × 300. */
export const PHOTO_SIZE = [300, 300] as const;
