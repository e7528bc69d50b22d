/**
 * Where the generated PDFs sit in this remote's build, relative to its own origin. The generator
 * writes them there and the page links them, both from these paths.
 */
export const APPLICANT_FORM_PATH = 'forms/applicant-form.pdf';

export function positionDocumentPath(positionId: string): string {
  return `positions/${positionId}.pdf`;
}

/** A friendly file name for the browser to save a document under. */
export function downloadName(title: string): string {
  const words = title
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return `${['Omega', 'Health', 'Care', ...words].join('-')}.pdf`;
}
