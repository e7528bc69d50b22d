/**
 * Tells PDF and Word documents from anything else by their bytes, never by their names: a renamed
 * executable or text file is refused. The first bytes name a family; the stored file is then read
 * as that format (pdf.ts, doc.ts, docx.ts), because OLE2 and ZIP containers also hold
 * spreadsheets, installers and more, and any file may start with `%PDF-`. Reading it also finds
 * what it carries that could act when opened.
 */
import type { DocumentKind } from './application-rules';
import { inspectWordBinary } from './doc';
import { inspectWordPackage } from './docx';
import type { Hazard } from './hazards';
import { inspectPdf } from './pdf';

/** How many leading bytes `signatureFamily` needs. */
export const SIGNATURE_LENGTH = 8;

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type SignatureFamily = 'pdf' | 'ole2' | 'zip';

/** The container family named by a file's first bytes, or null for anything else. */
export function signatureFamily(head: Uint8Array): SignatureFamily | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return 'ole2';
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) return 'zip';
  return null;
}

interface Inspection {
  kind: DocumentKind;
  /** What it carries that could act when opened; empty when nothing. */
  hazards: Hazard[];
}

const KINDS: Record<SignatureFamily, DocumentKind> = { pdf: 'pdf', ole2: 'doc', zip: 'docx' };
const READERS: Record<SignatureFamily, (filePath: string) => Promise<Hazard[] | null>> = {
  pdf: inspectPdf,
  ole2: inspectWordBinary,
  zip: inspectWordPackage,
};

/**
 * What a stored file whose first bytes named `family` is, or null when it is not a document of
 * that family (for a PDF: not a well-formed one).
 */
export async function inspectDocument(
  filePath: string,
  family: SignatureFamily,
): Promise<Inspection | null> {
  const hazards = await READERS[family](filePath);
  return hazards ? { kind: KINDS[family], hazards } : null;
}
