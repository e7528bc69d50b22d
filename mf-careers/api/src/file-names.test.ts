import { sanitizeFileName } from './file-names';

describe('sanitizeFileName', () => {
  test.each([
    ['Resume.pdf', 'Resume.pdf'],
    ['Résumé – Zoë.docx', 'Résumé – Zoë.docx'],
    ['C:\\Users\\ana\\Documents\\cv.doc', 'cv.doc'],
    ['../../etc/passwd', 'passwd'],
    ['cv\u0000\u0007\u001b.pdf', 'cv.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['a\tb\r\nc.pdf', 'a b c.pdf'],
    ['what?<is>this*|:".pdf', 'what__is_this____.pdf'],
    ['  .hidden.pdf  ', 'hidden.pdf'],
    ['', 'document'],
    ['\u0007', 'document'],
    ['folder/', 'document'],
  ])('%j becomes %j', (raw, safe) => {
    expect(sanitizeFileName(raw)).toBe(safe);
  });

  test('a long name is shortened to 120 characters and keeps its extension', () => {
    const safe = sanitizeFileName(`${'a'.repeat(300)}.docx`);
    expect(safe).toHaveLength(120);
    expect(safe.endsWith('a.docx')).toBe(true);
  });

  test('a decomposed name is stored composed', () => {
    expect(sanitizeFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
  });
});
