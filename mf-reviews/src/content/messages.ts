/** Texts of SPEC.md section 8. */
export const LOADING_MESSAGE = 'Loading reviews...';
export const FAILED_MESSAGE = 'Failed to load Google reviews. Please try again later.';
