import { OPEN_ROLES } from '../lib/upload-rules';
import { applicantForm, careersIntro } from './careers-page';
import { positions } from './positions';

describe('positions', () => {
  test('the seven open positions of docs/product.md, in order, are the roles the function accepts', () => {
    expect(positions).toHaveLength(7);
    expect(positions.map((position) => position.position)).toEqual([...OPEN_ROLES]);
  });

  test('every position is complete and has a unique, URL-safe id', () => {
    expect(new Set(positions.map((position) => position.id)).size).toBe(positions.length);
    for (const position of positions) {
      expect(position.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [
        position.location,
        position.qualification,
        position.experience,
        position.moreInfo,
      ]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
      expect(position.responsibilities.length).toBeGreaterThanOrEqual(5);
    }
  });

  test('the PDFs can show every character (standard PDF fonts cover Latin-1 only)', () => {
    const texts = [
      JSON.stringify(positions),
      JSON.stringify(applicantForm),
      JSON.stringify(careersIntro),
    ];
    for (const text of texts) expect(text).toMatch(/^[\x20-\x7e]*$/);
  });
});

test('the applicant form asks for a signature and date', () => {
  const signature = applicantForm.sections.find(
    (section) => section.heading === 'Signature and Date',
  );
  expect(signature?.fields).toEqual(['Applicant signature', 'Date']);
  expect(signature?.note).toMatch(/true and complete/);
});
