/**
 * The application rules the page checks before sending. They live with the upload function,
 * which enforces them, so the page and the function can never disagree.
 */
export {
  CAREERS_PATH,
  DEFAULT_RETENTION_DAYS,
  DOCUMENT_KINDS,
  isOpenRole,
  FILE_FIELD,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  OPEN_ROLES,
  ROLE_FIELD,
  type OpenRole,
} from '../../api/src/application-rules';
