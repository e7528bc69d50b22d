/**
 * Where each notice lives, and its name in the footer: what every page links by. Kept apart from
 * the notices' text, which only their own pages (a chunk of their own) carry.
 */
export const PRIVACY_NOTICE_PATH = '/privacy-notice/';
export const PRIVACY_PRACTICES_PATH = '/notice-of-privacy-practices/';
export const NONDISCRIMINATION_PATH = '/nondiscrimination/';
export const LANGUAGE_ASSISTANCE_ANCHOR = 'language-assistance';
export const ACCESSIBILITY_PATH = '/accessibility/';
/** The privacy notice's section on analytics, where the footer's "Privacy choices" leads without script. */
export const PRIVACY_CHOICES_ANCHOR = 'analytics';

/** The footer's list of notices, in its order. */
export const noticeLinks: ReadonlyArray<{ path: string; label: string }> = [
  { path: PRIVACY_NOTICE_PATH, label: 'Website privacy notice' },
  { path: PRIVACY_PRACTICES_PATH, label: 'Notice of privacy practices' },
  { path: NONDISCRIMINATION_PATH, label: 'Nondiscrimination and language assistance' },
  { path: ACCESSIBILITY_PATH, label: 'Accessibility' },
];
