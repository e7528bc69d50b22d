import { MAX_FILES } from './application-rules';
import { describeHazards, type Hazard } from './hazards';

/** Somebody has to free disk space (or retention must run): an hour is the earliest that is likely. */
const NO_ROOM_RETRY_AFTER_SECONDS = 3600;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A refusal the applicant's client can act on: its status and a message written for people. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 408 | 413 | 415 | 422 | 429 | 503,
    message: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The client went away before the request ended: nobody is left to answer. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection before the upload ended.');
    this.name = 'ClientGone';
  }
}

export const refusals = {
  notMultipart: () => new UploadError(415, 'Please send the application as multipart/form-data.'),
  malformed: () =>
    new UploadError(400, 'The upload was incomplete or malformed. Please try again.'),
  unexpectedField: (name: string) =>
    new UploadError(
      400,
      `Unexpected field "${name}": send the files as "fileField" and the position as "role".`,
    ),
  missingRole: () =>
    new UploadError(400, 'Please say which position you are applying for (the "role" field).'),
  repeatedRole: () => new UploadError(400, 'Please apply for one position at a time.'),
  unknownRole: (role: string) =>
    new UploadError(400, `"${role}" is not one of our open positions.`),
  noFiles: () => new UploadError(400, 'Please attach at least one file: a PDF or Word document.'),
  bodyStalled: () =>
    new UploadError(408, 'The upload stopped arriving before it was complete. Please try again.'),
  tooManyFiles: () => new UploadError(400, `Please send at most ${MAX_FILES} files at a time.`),
  tooManyFields: () => new UploadError(400, 'The upload has more form fields than expected.'),
  notADocument: (fileName: string) =>
    new UploadError(
      415,
      `"${fileName}" is not a PDF or Word document. Please upload only PDF or Word documents.`,
    ),
  damagedPdf: (fileName: string) =>
    new UploadError(
      415,
      `"${fileName}" is not a well-formed PDF: it may be damaged, or another kind of file. ` +
        'Please save or print it as a PDF again.',
    ),
  hazardous: (fileName: string, hazards: readonly Hazard[]) =>
    new UploadError(
      422,
      `"${fileName}" was refused because it contains ${describeHazards(hazards)}. ` +
        'We accept only documents that cannot run code or fetch anything when opened: ' +
        'please save or print it again as a plain PDF or Word document.',
    ),
  emptyFile: (fileName: string) =>
    new UploadError(415, `"${fileName}" is empty. Please upload only PDF or Word documents.`),
  fieldTooLong: () =>
    new UploadError(413, 'A form field is longer than any this form sends. Please try again.'),
  tooLarge: () => new UploadError(413, 'Total file size should be equal to or less than 10 MB.'),
  originNotAllowed: () => new UploadError(403, 'Applications are accepted only from our website.'),
  methodNotAllowed: () => new UploadError(405, 'Send applications with POST.'),
  notFound: () => new UploadError(404, 'Not found: applications go to POST /upload_form.'),
  badTarget: () => new UploadError(400, 'The request does not name a path of this server.'),
  tooManyRequests: (retryAfterSeconds: number) =>
    new UploadError(
      429,
      `Too many applications from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    ),
  overQuota: (retryAfterSeconds: number, bytesPerDay: number) =>
    new UploadError(
      429,
      `Your network has sent all the files we can take from it in one day (${megabytes(bytesPerDay)}). ` +
        `Please try again in ${Math.ceil(retryAfterSeconds / 3600)} hour(s).`,
      retryAfterSeconds,
    ),
  storeFull: () =>
    new UploadError(
      503,
      'We cannot take more applications at the moment. Please try again later.',
      NO_ROOM_RETRY_AFTER_SECONDS,
    ),
  busy: (retryAfterSeconds: number) =>
    new UploadError(
      503,
      `We are receiving more applications than we can take at the moment. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    ),
  lowOnDisk: () =>
    new UploadError(
      503,
      'We cannot take applications at the moment. Please try again later.',
      NO_ROOM_RETRY_AFTER_SECONDS,
    ),
};
