/** @jest-environment node */
import { PDFDocument, PDFName, PDFRawStream, PDFTextField, decodePDFRawStream } from 'pdf-lib';
import { applicantForm, documentBranding } from '../src/content/careers-page';
import { positions } from '../src/content/positions';
import { applicantFormDocument, positionDocument } from './documents';

/** The text a PDF shows: the hex strings its content streams draw with Tj, decoded. */
function shownText(document: PDFDocument): string {
  const shown: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(PDFName.of('Subtype'))) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown.join(' ');
}

describe('position documents', () => {
  test.each(positions.map((position) => [position.position, position]))(
    '%s: titled, and showing every part of the position',
    async (_title, position) => {
      const document = await PDFDocument.load(await positionDocument(position, documentBranding));
      expect(document.getTitle()).toBe(`${position.position} | Omega Health Care`);
      expect(document.getAuthor()).toBe('Omega Health Care');

      const text = shownText(document);
      expect(text).toContain(position.position);
      for (const heading of ['Location', 'Qualification', 'Experience', 'Responsibilities']) {
        expect(text).toContain(heading);
      }
      // Words of every field appear, whatever the line breaks.
      const words = (value: string) => value.split(/\s+/).slice(0, 4).join(' ');
      expect(text).toContain(words(position.location));
      expect(text).toContain(words(position.qualification));
      for (const responsibility of position.responsibilities) {
        expect(text).toContain(words(responsibility));
      }
      expect(text).toMatch(/Page 1 of \d/);
    },
  );
});

describe('applicant form', () => {
  test('has a fillable field for every line of the form, and its title and notes', async () => {
    const document = await PDFDocument.load(
      await applicantFormDocument(applicantForm, documentBranding),
    );
    const fieldCount = applicantForm.sections.reduce((sum, s) => sum + s.fields.length, 0);
    const fields = document.getForm().getFields();
    expect(fields).toHaveLength(fieldCount);
    expect(fields.every((field) => field instanceof PDFTextField)).toBe(true);

    const text = shownText(document);
    expect(text).toContain('Omega Health Care General Application for Employment');
    expect(text).toContain('Signature and Date');
    expect(text).toContain('Applicant signature');
    expect(document.getPageCount()).toBeGreaterThan(1);
    expect(text).toContain(`Page ${document.getPageCount()} of ${document.getPageCount()}`);
  });
});
