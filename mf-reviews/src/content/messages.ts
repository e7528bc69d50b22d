/** Texts of docs/product.md, "Error catalogue". */
export const LOADING_MESSAGE = 'Loading reviews...';
export const FAILED_MESSAGE = 'Failed to load Google reviews. Please try again later.';
