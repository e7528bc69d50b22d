/**
 * The page's check of the files an applicant chooses, before anything is sent (docs/product.md, "Upload modal").
 * The upload function checks again, from the files' bytes.
 */
import { DOCUMENT_KINDS, MAX_FILES, MAX_TOTAL_BYTES } from './upload-rules';

export const TYPE_ERROR = 'Please upload only PDF or Word documents.';
export const SIZE_ERROR = 'Total file size should be equal to or less than 10 MB.';
export const COUNT_ERROR = `Please choose at most ${MAX_FILES} files.`;

const kinds = Object.values(DOCUMENT_KINDS);

/** For the file input's `accept`: the extensions and media types of PDF and Word documents. */
export const ACCEPTED_FILES = [
  ...kinds.map((kind) => kind.extension),
  ...kinds.map((kind) => kind.mediaType),
].join(',');

interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * A PDF or Word document by its name or by the media type the browser reports. Either is enough:
 * browsers report the same .doc as application/msword, application/octet-stream or nothing, and
 * a file saved without an extension can still say what it is. The function checks the bytes.
 */
export function isAcceptedDocument({ name, type }: ChosenFile): boolean {
  const lowerName = name.toLowerCase();
  return kinds.some((kind) => lowerName.endsWith(kind.extension) || type === kind.mediaType);
}

export function totalBytes(files: readonly ChosenFile[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** The message for a selection that cannot be sent, or null when it can. */
export function selectionError(files: readonly ChosenFile[]): string | null {
  if (!files.every(isAcceptedDocument)) return TYPE_ERROR;
  if (totalBytes(files) > MAX_TOTAL_BYTES) return SIZE_ERROR;
  if (files.length > MAX_FILES) return COUNT_ERROR;
  return null;
}

/** Sizes as people read them: '820 KB', '2.4 MB', '10 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
