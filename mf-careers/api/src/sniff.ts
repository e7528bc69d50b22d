/**
 * Tells PDF and Word documents from anything else by their bytes, never by their names: a renamed
 * executable or text file is refused. The first bytes name a family; Word files are then confirmed
 * from the stored file (doc.ts, docx.ts), because OLE2 and ZIP containers also hold spreadsheets,
 * installers and more.
 */
import type { DocumentKind } from './application-rules';
import { isWordBinary } from './doc';
import { isWordPackage } from './docx';

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

/** The document kind of a stored file whose first bytes named `family`, or null when it is not one. */
export async function confirmDocumentKind(
  filePath: string,
  family: SignatureFamily,
): Promise<DocumentKind | null> {
  switch (family) {
    case 'pdf':
      return 'pdf';
    case 'ole2':
      return (await isWordBinary(filePath)) ? 'doc' : null;
    case 'zip':
      return (await isWordPackage(filePath)) ? 'docx' : null;
  }
}
