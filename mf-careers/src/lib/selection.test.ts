import {
  ACCEPTED_FILES,
  COUNT_ERROR,
  SIZE_ERROR,
  TYPE_ERROR,
  formatBytes,
  isAcceptedDocument,
  selectionError,
} from './selection';
import { MAX_TOTAL_BYTES } from './upload-rules';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('isAcceptedDocument', () => {
  test.each([
    ['resume.pdf', 'application/pdf'],
    ['RESUME.PDF', ''],
    ['letter.doc', 'application/msword'],
    ['letter.docx', DOCX],
    ['letter.docx', ''],
    // The extension is enough, whatever the browser reports for the type.
    ['letter.doc', ''],
    ['letter.doc', 'application/octet-stream'],
    ['letter.docx', 'application/octet-stream'],
    ['resume.pdf', 'text/plain'],
    // So is the type, whatever the name.
    ['resume', 'application/pdf'],
    ['Lebenslauf.pages', 'application/msword'],
    ['cover letter', DOCX],
  ])('accepts %s (%j)', (name, type) => {
    expect(isAcceptedDocument(file(name, type))).toBe(true);
  });

  test.each([
    ['photo.jpg', 'image/jpeg'],
    ['notes.txt', 'text/plain'],
    ['resume.pdf.exe', 'application/x-msdownload'],
    ['resume', ''],
    ['resume', 'application/octet-stream'],
    ['sheet.xlsx', ''],
    ['sheet.xls', 'application/vnd.ms-excel'],
  ])('refuses %s (%j)', (name, type) => {
    expect(isAcceptedDocument(file(name, type))).toBe(false);
  });
});

describe('selectionError', () => {
  test('nothing wrong with PDF and Word files up to exactly 10 MB', () => {
    expect(selectionError([])).toBeNull();
    expect(
      selectionError([
        file('a.pdf', 'application/pdf', MAX_TOTAL_BYTES / 2),
        file('b.docx', DOCX, MAX_TOTAL_BYTES / 2),
      ]),
    ).toBeNull();
  });

  test('one file of another type refuses the whole selection', () => {
    expect(selectionError([file('a.pdf'), file('b.png', 'image/png')])).toBe(TYPE_ERROR);
  });

  test('one byte over 10 MB in total is too much', () => {
    expect(selectionError([file('a.pdf', '', MAX_TOTAL_BYTES), file('b.pdf', '', 1)])).toBe(
      SIZE_ERROR,
    );
  });

  test('the type message comes first when both apply', () => {
    expect(selectionError([file('big.zip', 'application/zip', MAX_TOTAL_BYTES + 1)])).toBe(
      TYPE_ERROR,
    );
  });

  test('more than 10 files are refused', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => file(`page-${index}.pdf`));
    expect(selectionError(eleven)).toBe(COUNT_ERROR);
    expect(selectionError(eleven.slice(1))).toBeNull();
  });
});

test('the file picker offers the three document types', () => {
  expect(ACCEPTED_FILES).toBe(`.pdf,.doc,.docx,application/pdf,application/msword,${DOCX}`);
});

test('formatBytes', () => {
  expect(formatBytes(10)).toBe('1 KB');
  expect(formatBytes(839_680)).toBe('820 KB');
  expect(formatBytes(MAX_TOTAL_BYTES)).toBe('10 MB');
  expect(formatBytes(2.44 * 1024 * 1024)).toBe('2.4 MB');
});
