/**
 * @jest-environment node
 *
 * The document corpus (testing/document-corpus.ts) end to end: each file is sent over real HTTP to
 * the function with e-mail on, delivering to a real SMTP server (smtp-server). An accepted file
 * arrives attached; a refused one is answered in words naming the file and why, in JSON and on
 * the plain form's page, and leaves nothing stored and nothing in the inbox. The table printed at
 * the end is the record: status and what the inbox received, for each.
 */
import fs from 'node:fs/promises';
import { escapeHtml } from './answer-page';
import { DOCUMENT_KINDS } from './application-rules';
import { HAZARD_WORDS } from './hazards';
import { apply, file, role } from './testing/applications';
import { DOCUMENT_CORPUS, type CorpusDocument } from './testing/document-corpus';
import { SmtpInbox } from './testing/smtp-inbox';
import {
  hiringMail,
  startTestFunction,
  stopTestFunction,
  type TestFunction,
} from './testing/test-function';

let uploadDir: string;
let inbox: SmtpInbox;
let testFunction: TestFunction;
let uploadUrl: string;
const record: string[] = [];

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  testFunction = await startTestFunction('careers-corpus-mail-', {
    mail: hiringMail(inbox),
    mailRetry: { firstDelayMs: 50, maxDelayMs: 400 },
  });
  ({ uploadDir, uploadUrl } = testFunction);
});

afterAll(async () => {
  await inbox.stop();
  await stopTestFunction(testFunction);
  console.log(`The document corpus, sent to the function:\n${record.join('\n')}`);
});

/** Stored applications: every name in the upload directory not starting with a dot. */
const storedApplications = async () =>
  (await fs.readdir(uploadDir)).filter((name) => !name.startsWith('.')).length;

/** What a refusal must say, besides the file's name. */
function expectedWords({ fileName, verdict }: CorpusDocument): string[] {
  if (verdict === 'not a document') return ['is not a PDF or Word document'];
  if (verdict === 'not a well-formed PDF') return ['is not a well-formed PDF'];
  if (verdict === 'accepted') return [];
  return [`"${fileName}" was refused because it contains`, ...verdict.map((h) => HAZARD_WORDS[h])];
}

// Some files take the function a second or two to read on a busy machine.
jest.setTimeout(30_000);

const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

test.each(DOCUMENT_CORPUS.map((each) => [each.name, each] as const))(
  '%s',
  async (name, corpusDocument) => {
    const { fileName, make, verdict } = corpusDocument;
    const content = await make();
    const mailsBefore = inbox.received.length;
    const storedBefore = await storedApplications();
    const answer = await apply(uploadUrl, [role(), file(fileName, content)]);

    if (verdict === 'accepted') {
      expect(answer.status).toBe(201);
      await inbox.waitFor(mailsBefore + 1);
      const { mail } = inbox.received[mailsBefore];
      expect(mail.subject).toContain(answer.body.id as string);
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment.content.equals(content)).toBe(true);
      const kinds = Object.values(DOCUMENT_KINDS).map((kind) => kind.mediaType);
      expect(kinds).toContain(attachment.contentType);
      record.push(`201  ${name}: mailed as "${attachment.filename}" (${attachment.contentType})`);
      return;
    }

    const status = verdict === 'not a document' || verdict === 'not a well-formed PDF' ? 415 : 422;
    expect(answer.status).toBe(status);
    const message = answer.body.error as string;
    expect(message).toContain(`"${fileName}"`);
    for (const words of expectedWords(corpusDocument)) expect(message).toContain(words);

    // The plain form's page says the same, in words.
    const page = await apply(uploadUrl, [role(), file(fileName, content)], { accept: HTML_ACCEPT });
    expect(page.status).toBe(status);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(escapeHtml(message));

    // Room for a message that should not come: the courier starts at once when there is one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.received.length).toBe(mailsBefore);
    expect(await storedApplications()).toBe(storedBefore);
    record.push(`${status}  ${name}: nothing mailed, nothing stored ("${message}")`);
  },
);
