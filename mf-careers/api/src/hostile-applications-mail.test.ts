/**
 * @jest-environment node
 *
 * What the hiring inbox receives for hostile applications: each sent over real HTTP to the
 * function with e-mail on, delivering to a real SMTP server (smtp-server). A refused application
 * sends nothing; an accepted one arrives with its files named and typed by what their bytes are,
 * the names the applicant gave kept in the text only, cleaned. The table below is the record.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_FILES, MAX_TOTAL_BYTES } from './application-rules';
import { createUploadServer, type UploadServer } from './server';
import { SITE, apply, file, role } from './testing/applications';
import {
  paddedPdf,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleWordFolderZip,
  sampleXlsLikeCompoundFile,
} from './testing/documents';
import { baseUrl } from './testing/http-client';
import type { Part } from './testing/multipart';
import { SmtpInbox } from './testing/smtp-inbox';

let uploadDir: string;
let inbox: SmtpInbox;
let server: UploadServer;
let uploadUrl: string;
let pdf: Buffer;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-hostile-mail-'));
  inbox = await SmtpInbox.start();
  server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    quotaBytesPerClientPerDay: false,
    minFreeDiskMb: 0,
    mail: {
      smtpUrl: inbox.url,
      from: 'careers@omegahealth.example',
      to: 'hiring@omegahealth.example',
      attachFiles: true,
    },
    mailRetry: { firstDelayMs: 50, maxDelayMs: 400 },
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uploadUrl = `${baseUrl(server)}/upload_form`;
  pdf = await samplePdf();
});

afterAll(async () => {
  await server.shutdown();
  await inbox.stop();
  await fs.rm(uploadDir, { recursive: true, force: true });
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
