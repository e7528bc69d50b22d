/** Call 2 of docs/product.md ("The calls it makes"): the application as multipart, `role` then each file as `fileField`. */
import axios from 'axios';
import type { UploadErrorBody, UploadReceipt } from '@practice/shared-types';
import { freshTraceparent } from '../../lib/trace-context';
import { FILE_FIELD, ROLE_FIELD } from '../../lib/upload-rules';
import { generalFailure } from './general-failure';

export interface SendOptions {
  /** Share of the body sent so far, 0 to 1. */
  onProgress: (share: number) => void;
  signal: AbortSignal;
}

export async function sendApplication(
  uploadUrl: string,
  role: string,
  files: readonly File[],
  { onProgress, signal }: SendOptions,
): Promise<UploadReceipt> {
  const form = new FormData();
  form.append(ROLE_FIELD, role);
  files.forEach((file) => form.append(FILE_FIELD, file, file.name));
  const { data } = await axios.post<UploadReceipt>(uploadUrl, form, {
    // The upload's trace, which the function's spans join (docs/telemetry.md).
    headers: { traceparent: freshTraceparent() },
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return data;
}

/**
 * What to tell the applicant when sending failed: the function's own words for a refusal it
 * explains (such as a file that is not really a PDF), else a general message with a way out.
 */
export function failureMessage(error: unknown, email: string): string {
  const fallback = generalFailure(email);
  if (!axios.isAxiosError<UploadErrorBody>(error)) return fallback;
  const status = error.response?.status ?? 0;
  const explained = error.response?.data?.error;
  if (status >= 400 && status < 500 && typeof explained === 'string') {
    return `${explained} If the problem continues, e-mail us at ${email}.`;
  }
  return fallback;
}

export const isCancelled = (error: unknown) => axios.isCancel(error);
