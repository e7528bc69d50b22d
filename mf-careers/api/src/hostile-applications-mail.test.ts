/**
 * @jest-environment node
 *
 * What the hiring inbox receives for hostile applications: each sent over real HTTP to the
 * function with e-mail on, delivering to a real SMTP server (smtp-server). A refused application
 * sends nothing; an accepted one arrives with its files named and typed by what their bytes are,
 * the names the applicant gave kept in the text only, cleaned. The table below is the record.
 */
import { MAX_FILES, MAX_TOTAL_BYTES } from './application-rules';
import { apply, file, role } from './testing/applications';
import {
  paddedPdf,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleWordFolderZip,
  sampleXlsLikeCompoundFile,
} from './testing/documents';
import type { Part } from './testing/multipart';
import { SmtpInbox } from './testing/smtp-inbox';
import {
  hiringMail,
  startTestFunction,
  stopTestFunction,
  type TestFunction,
} from './testing/test-function';

let inbox: SmtpInbox;
let testFunction: TestFunction;
let uploadUrl: string;
let pdf: Buffer;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  testFunction = await startTestFunction('careers-hostile-mail-', {
    mail: hiringMail(inbox),
    mailRetry: { firstDelayMs: 50, maxDelayMs: 400 },
  });
  ({ uploadUrl } = testFunction);
  pdf = await samplePdf();
});

afterAll(async () => {
  await inbox.stop();
  await stopTestFunction(testFunction);
});

/** A file that is a PDF to whoever reads its first bytes and a Word package to an unzipper. */
const polyglot = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>\n', 'latin1'),
    sampleDocx(),
  ]);

const cases: Array<[string, () => Part[], number, string]> = [
  [
    'Resume.html holding a PDF',
    () => [role(), file('Resume.html', pdf)],
    201,
    'document 1.pdf (application/pdf), sent as "Resume.html"',
  ],
  [
    'an OLE2 file that is not Word, named .doc',
    () => [role(), file('letter.doc', sampleXlsLikeCompoundFile())],
    415,
    'nothing',
  ],
  [
    'a ZIP with a word/ entry that is not a DOCX',
    () => [role(), file('letter.docx', sampleWordFolderZip())],
    415,
    'nothing',
  ],
  [
    'a PDF, HTML and DOCX polyglot named cv.docx',
    () => [role(), file('cv.docx', polyglot())],
    415,
    'nothing',
  ],
  [
    'an executable renamed .pdf',
    () => [role(), file('resume.pdf', sampleExecutable())],
    415,
    'nothing',
  ],
  [
    'path-traversal names',
    () => [
      role(),
      file('../../../etc/cron.d/evil.pdf', pdf),
      file('..\\..\\Windows\\System32\\evil\u202Efdp.exe', sampleDocx()),
    ],
    201,
    'document 1.pdf (application/pdf), sent as "evil.pdf"; ' +
      'document 2.docx (application/vnd.openxmlformats-officedocument.wordprocessingml.document), sent as "evilfdp.exe"',
  ],
  [
    'oversize: one byte over 10 MB',
    () => [
      role(),
      file('part-1.pdf', paddedPdf(MAX_TOTAL_BYTES / 2)),
      file('part-2.pdf', paddedPdf(MAX_TOTAL_BYTES / 2 + 1)),
    ],
    413,
    'nothing',
  ],
  [
    'too many files',
    () => [role(), ...Array.from({ length: MAX_FILES + 1 }, (_, i) => file(`p${i}.pdf`, pdf))],
    400,
    'nothing',
  ],
];

/** The message for `id`, as the table has it: each attachment and the name it was sent as. */
function described(id: string): string {
  const { mail } = inbox.received.find((each) => each.mail.subject?.includes(id))!;
  const sentAs = [...(mail.text ?? '').matchAll(/, sent as "(.*)"$/gm)].map((match) => match[1]);
  return mail.attachments
    .map(
      ({ filename, contentType }, index) =>
        `${filename?.replace(`Application ${id} - `, '')} (${contentType}), sent as "${sentAs[index]}"`,
    )
    .join('; ');
}

test.each(cases)('%s', async (_case, parts, status, expected) => {
  const before = inbox.received.length;
  const answer = await apply(uploadUrl, parts());
  expect(answer.status).toBe(status);
  if (status === 201) {
    await inbox.waitFor(before + 1);
    expect(described(answer.body.id as string)).toBe(expected);
    expect(inbox.received[before].mail.html).toBe(false);
  } else {
    // Room for a message that should not come: the courier starts at once when there is one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.length).toBe(before);
    expect(expected).toBe('nothing');
  }
});
