import { accessibility } from './accessibility';
import { nondiscrimination } from './nondiscrimination';
import { privacyNotice } from './privacy-notice';
import { privacyPractices } from './privacy-practices';
import type { Notice } from './types';

export type { Notice, NoticeBlock, NoticeSection } from './types';
export { languageTaglines, type LanguageTagline } from './nondiscrimination';
export { accessibility, nondiscrimination, privacyNotice, privacyPractices };

/** The notices the practice posts, with their text: for their pages and the sitemap. */
export const notices: readonly Notice[] = [
  privacyNotice,
  privacyPractices,
  nondiscrimination,
  accessibility,
];
