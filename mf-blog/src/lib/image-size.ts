/** Every blog picture, on a card or at the top of its post, is 16:9 at 1200 × 675. */
export const BLOG_IMAGE_SIZE = [1200, 675] as const;
