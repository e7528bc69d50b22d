/**
 * What an application may contain. The single source of these rules: the upload function enforces
 * them and the careers page checks them before sending (through src/lib/upload-rules.ts), so this
 * module stays free of Node and browser APIs.
 */

/** Total size of the files of one application: 10 MB (docs/product.md, "Business constants"). */
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;

/** Files per application. The spec sets no bound; the function needs one. */
export const MAX_FILES = 10;

/** Multipart part names of an application (docs/product.md, "Entities": Application). */
export const FILE_FIELD = 'fileField';
export const ROLE_FIELD = 'role';

/**
 * The positions that accept applications: the `role` sent with the files is one of these titles.
 * src/content/positions/ describes each one (a file each), typed by `OpenRole`.
 */
export const OPEN_ROLES = [
  'Office Manager (Nurse)',
  'Clinical Social Worker (LCSW)',
  'Adult-Gerontology or Family Nurse Practitioner',
  'Internal Medicine Physician',
  'Licensed Practical Nurse',
  'Medical Assistant',
  'Registered Nurse',
] as const;

export type OpenRole = (typeof OPEN_ROLES)[number];

export function isOpenRole(value: string): value is OpenRole {
  return (OPEN_ROLES as readonly string[]).includes(value);
}

/** The document kinds accepted, with the extension a stored file gets and its media type. */
export const DOCUMENT_KINDS = {
  pdf: { extension: '.pdf', mediaType: 'application/pdf' },
  doc: { extension: '.doc', mediaType: 'application/msword' },
  docx: {
    extension: '.docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/**
 * How many days stored applications are kept. The careers page tells applicants this number; the
 * function's RETENTION_DAYS setting can change it (and then the page's sentence should follow).
 */
export const DEFAULT_RETENTION_DAYS = 180;

/** The careers page's path on the site: where an applicant goes back to from the function's answer. */
export const CAREERS_PATH = '/career/';
