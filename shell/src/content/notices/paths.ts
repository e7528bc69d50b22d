/** Where each notice lives; other pages link to them by these. */
export const PRIVACY_NOTICE_PATH = '/privacy-notice/';
export const PRIVACY_PRACTICES_PATH = '/notice-of-privacy-practices/';
export const NONDISCRIMINATION_PATH = '/nondiscrimination/';
export const LANGUAGE_ASSISTANCE_ANCHOR = 'language-assistance';
export const ACCESSIBILITY_PATH = '/accessibility/';
/** The privacy notice's section on analytics, where the footer's "Privacy choices" leads without script. */
export const PRIVACY_CHOICES_ANCHOR = 'analytics';
