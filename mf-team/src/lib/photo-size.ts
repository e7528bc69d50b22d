/** Every provider's photo, on a card or on the profile, is square at 300 × 300. */
export const PHOTO_SIZE = [300, 300] as const;

/** A grid above the fold loads its first row's photos at once: three cards on the widest. */
export const EAGER_PHOTOS = 3;
