/** Where each position's Apply now leads without script: the application form, that position chosen. */
export const APPLY_ID = 'apply';
