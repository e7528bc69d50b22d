import { APPLICANT_FORM_PATH, downloadName, positionDocumentPath } from './documents';
import { publicUrl } from './public-url';

test('each document has a path of its own inside the build', () => {
  expect(positionDocumentPath('registered-nurse')).toBe('positions/registered-nurse.pdf');
  expect(APPLICANT_FORM_PATH).toBe('forms/applicant-form.pdf');
});

test('download names are readable and safe on every system', () => {
  expect(downloadName('Clinical Social Worker (LCSW)')).toBe(
    'Omega-Health-Care-Clinical-Social-Worker-LCSW.pdf',
  );
  expect(downloadName('Adult-Gerontology or Family Nurse Practitioner')).toBe(
    'Omega-Health-Care-Adult-Gerontology-or-Family-Nurse-Practitioner.pdf',
  );
});

test('outside webpack, files resolve from the root of the page', () => {
  expect(publicUrl('forms/applicant-form.pdf')).toBe('/forms/applicant-form.pdf');
});
