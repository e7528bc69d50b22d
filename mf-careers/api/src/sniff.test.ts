/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inspectDocument, signatureFamily, type SignatureFamily } from './sniff';
import { DOCUMENT_CORPUS, sortedHazards, type Verdict } from './testing/document-corpus';
import {
  sampleDoc,
  sampleDocWithCyclicDirectory,
  sampleDocx,
  sampleDocxWithMainPart,
  sampleExecutable,
  samplePdf,
  sampleText,
  sampleWordFolderZip,
  sampleXlsLikeCompoundFile,
  sampleXlsMentioningWordDocument,
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

/** The kind a stored file is confirmed as, or null: the old question, before hazards. */
async function confirmDocumentKind(file: string, family: SignatureFamily) {
  return (await inspectDocument(file, family))?.kind ?? null;
}

describe('inspectDocument: what a file is', () => {
  test('the real PDF, DOC and DOCX samples are what they claim', async () => {
    expect(await confirmDocumentKind(await stored(await samplePdf()), 'pdf')).toBe('pdf');
    expect(await confirmDocumentKind(await stored(sampleDoc()), 'ole2')).toBe('doc');
    expect(await confirmDocumentKind(await stored(sampleDocx()), 'zip')).toBe('docx');
  });

  test('a DOCX is the package its content types declare, wherever its main part is', async () => {
    const elsewhere = sampleDocxWithMainPart('/Documents/Main.XML', 'documents/main.xml');
    expect(await confirmDocumentKind(await stored(elsewhere), 'zip')).toBe('docx');
    const missing = sampleDocxWithMainPart('/word/document.xml', 'word/other.xml');
    expect(await confirmDocumentKind(await stored(missing), 'zip')).toBeNull();
  });

  test.each([
    ['a ZIP with only word/evil.js', sampleWordFolderZip],
    ['a spreadsheet ZIP', sampleXlsxLikeZip],
    ['a DOCX cut short', () => sampleDocx().subarray(0, 200)],
    ['a ZIP signature and nothing else', () => Buffer.from('PK\x03\x04', 'latin1')],
  ])('%s is not a DOCX', async (_case, make) => {
    expect(await confirmDocumentKind(await stored(make()), 'zip')).toBeNull();
  });

  test.each([
    ['an Excel workbook', sampleXlsLikeCompoundFile],
    ['an Excel workbook whose cells say "WordDocument"', sampleXlsMentioningWordDocument],
    ['a DOC whose directory loops', sampleDocWithCyclicDirectory],
    ['a DOC cut short', () => sampleDoc().subarray(0, 700)],
  ])('%s is not a DOC', async (_case, make) => {
    expect(await confirmDocumentKind(await stored(make()), 'ole2')).toBeNull();
  });
});

describe('inspectDocument: the document corpus', () => {
  test.each(DOCUMENT_CORPUS.map((each) => [each.name, each] as const))(
    '%s',
    async (_name, { make, verdict }) => {
      const content = await make();
      const family = signatureFamily(content.subarray(0, 8));
      const inspection = family ? await inspectDocument(await stored(content), family) : null;
      let found: Verdict;
      if (!inspection) found = family === 'pdf' ? 'not a well-formed PDF' : 'not a document';
      else if (inspection.hazards.length === 0) found = 'accepted';
      else found = sortedHazards(inspection.hazards);
      expect(found).toEqual(Array.isArray(verdict) ? sortedHazards(verdict) : verdict);
    },
  );

  test('the compressed JavaScript is found only by unpacking: its bytes do not name it', async () => {
    const compressed = DOCUMENT_CORPUS.find((each) => each.name.includes('compressed object'))!;
    expect((await compressed.make()).toString('latin1')).not.toContain('JavaScript');
  });
});
