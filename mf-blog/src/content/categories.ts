/** The categories panel and the small-screen dropdown (docs/product.md: 3 categories). */
export const CATEGORIES = ['Articles', 'Announcements', 'Education'] as const;

/** The archive links (docs/product.md: 14 months, September 2024 to October 2025), newest first. */
export const ARCHIVE_MONTHS: readonly string[] = [
  'October 2025',
  'September 2025',
  'August 2025',
  'July 2025',
  'June 2025',
  'May 2025',
  'April 2025',
  'March 2025',
  'February 2025',
  'January 2025',
  'December 2024',
  'November 2024',
  'October 2024',
  'September 2024',
];
