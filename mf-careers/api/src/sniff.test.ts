/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { confirmDocumentKind, signatureFamily, zipEntryNames } from './sniff';
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleText,
  sampleXlsLikeCompoundFile,
  sampleXlsxLikeZip,
} from './testing/documents';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-sniff-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

async function stored(content: Buffer): Promise<string> {
  const file = path.join(folder, `sample-${Math.random().toString(36).slice(2)}`);
  await fs.writeFile(file, content);
  return file;
}

describe('signatureFamily', () => {
  test('names the family from the first bytes only', async () => {
    expect(signatureFamily(await samplePdf())).toBe('pdf');
    expect(signatureFamily(sampleDoc())).toBe('ole2');
    expect(signatureFamily(sampleDocx())).toBe('zip');
    expect(signatureFamily(sampleExecutable())).toBeNull();
    expect(signatureFamily(sampleText())).toBeNull();
    expect(signatureFamily(Buffer.from('%PD'))).toBeNull();
    expect(signatureFamily(new Uint8Array())).toBeNull();
  });
});

describe('confirmDocumentKind', () => {
  test('a Word container is a document only when it holds Word content', async () => {
    expect(await confirmDocumentKind(await stored(sampleDoc()), 'ole2')).toBe('doc');
    expect(await confirmDocumentKind(await stored(sampleDocx()), 'zip')).toBe('docx');
    expect(await confirmDocumentKind(await stored(sampleXlsLikeCompoundFile()), 'ole2')).toBeNull();
    expect(await confirmDocumentKind(await stored(sampleXlsxLikeZip()), 'zip')).toBeNull();
    expect(await confirmDocumentKind(await stored(await samplePdf()), 'pdf')).toBe('pdf');
  });

  test('a "WordDocument" name split across 64 KB read chunks is still found', async () => {
    const spreadsheet = sampleXlsLikeCompoundFile();
    const nameOffset = sampleDoc().indexOf(Buffer.from('WordDocument', 'utf16le'));
    // Puts the name 10 bytes before the first chunk boundary.
    const padding = Buffer.alloc(64 * 1024 - 10 - nameOffset - spreadsheet.length);
    const file = await stored(Buffer.concat([spreadsheet, padding, sampleDoc()]));
    expect(await confirmDocumentKind(file, 'ole2')).toBe('doc');
  });
});

describe('zipEntryNames', () => {
  test('lists the central directory, and nothing for a broken archive', async () => {
    expect(await zipEntryNames(await stored(sampleDocx()))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    const truncated = sampleDocx().subarray(0, 200);
    expect(await zipEntryNames(await stored(truncated))).toEqual([]);
    expect(await zipEntryNames(await stored(Buffer.alloc(0)))).toEqual([]);
  });
});
