/**
 * Tells PDF and Word documents from anything else by their bytes, never by their names: a renamed
 * executable or text file is refused. The first bytes name a family; Word files are then confirmed
 * from the stored file, because OLE2 and ZIP containers also hold spreadsheets, installers and more.
 */
import fs from 'node:fs';
import type { DocumentKind } from './application-rules';

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
      // Every Word 97-2003 document stores its text in a stream named "WordDocument"; the name
      // is written in UTF-16LE in the container's directory.
      return (await fileContains(filePath, Buffer.from('WordDocument', 'utf16le'))) ? 'doc' : null;
    case 'zip':
      return (await zipEntryNames(filePath)).some((name) => name.startsWith('word/'))
        ? 'docx'
        : null;
  }
}

/** Whether the file holds `needle`, read in chunks so a large file never sits in memory. */
async function fileContains(filePath: string, needle: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath)) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (window.includes(needle)) return true;
    carry = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;

/** The entry names listed in a ZIP file's central directory; empty when it cannot be read. */
export async function zipEntryNames(filePath: string): Promise<string[]> {
  const file = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const tailSize = Math.min(size, END_RECORD_SIZE + MAX_COMMENT_SIZE);
    const tail = Buffer.alloc(tailSize);
    await file.read(tail, 0, tailSize, size - tailSize);
    let end = tail.length - END_RECORD_SIZE;
    while (end >= 0 && tail.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
    if (end < 0) return [];

    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset + directorySize > size) return [];
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);

    const names: string[] = [];
    for (let at = 0; at + 46 <= directory.length;) {
      if (directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) break;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await file.close();
  }
}
