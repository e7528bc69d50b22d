/**
 * @jest-environment node
 *
 * E-mail to the hiring team, end to end: applications over real HTTP, a real SMTP server
 * (smtp-server) that receives, is stopped, refuses, and a function that is restarted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadOptions } from './config';
import { DEAD_LETTER_FOLDER } from './dead-letters';
import { OUTBOX_FOLDER } from './outbox';
import { createUploadServer, type UploadServer } from './server';
import { ROLE, SITE, apply, file, role } from './testing/applications';
import { sampleDocx, sampleExecutable, samplePdf } from './testing/documents';
import { baseUrl, send } from './testing/http-client';
import { SmtpInbox, referenceOf } from './testing/smtp-inbox';

const INBOX = 'hiring@omegahealth.example';
const FROM = 'Omega Health Care careers <careers@omegahealth.example>';
const FAST_RETRY = { firstDelayMs: 50, maxDelayMs: 400 };

let uploadDir: string;
let inbox: SmtpInbox;
const servers: UploadServer[] = [];
let notices: string[];

beforeEach(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-mail-'));
  inbox = await SmtpInbox.start();
  notices = [];
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.shutdown()));
  await inbox.stop();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

/** Starts the function on a free port; returns its upload URL. */
async function startFunction(options: UploadOptions = {}): Promise<string> {
  const server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    mail: { smtpUrl: inbox.url, from: FROM, to: INBOX, attachFiles: true },
    mailRetry: FAST_RETRY,
    log: (message) => notices.push(message),
    logError: () => undefined,
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `${baseUrl(server)}/upload_form`;
}

async function applyFor(uploadUrl: string, position = ROLE): Promise<string> {
  const answer = await apply(uploadUrl, [role(position), file('resume.pdf', await samplePdf())]);
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

const outbox = () => fs.readdir(path.join(uploadDir, OUTBOX_FOLDER)).catch(() => []);
const deadLetters = () => fs.readdir(path.join(uploadDir, DEAD_LETTER_FOLDER)).catch(() => []);

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every reference arrived, each exactly once, and nothing else did. */
function expectEachDeliveredOnce(references: string[]): void {
  expect(inbox.received.map(referenceOf).sort()).toEqual([...references].sort());
  const messageIds = inbox.received.map((received) => received.mail.messageId);
  expect(new Set(messageIds).size).toBe(messageIds.length);
}

test('an accepted application is e-mailed with position, time, reference, files, and the files attached byte for byte', async () => {
  const uploadUrl = await startFunction();
  const pdf = await samplePdf();
  const docx = sampleDocx();
  const answer = await apply(uploadUrl, [
    role('Medical Assistant'),
    file('Résumé – Zoë.pdf', pdf),
    file('Cover letter.docx', docx),
  ]);
  expect(answer.status).toBe(201);
  const id = answer.body.id as string;

  const [{ mail }] = await inbox.waitFor(1);
  expect(mail.from?.value).toEqual([
    { name: 'Omega Health Care careers', address: 'careers@omegahealth.example' },
  ]);
  expect(mail.to).toMatchObject({ value: [{ address: INBOX }] });
  expect(mail.subject).toBe(`Application for Medical Assistant (${id})`);
  expect(mail.messageId).toBe(`<application-${id}@omegahealth.example>`);

  const record = JSON.parse(
    await fs.readFile(path.join(uploadDir, id, 'application.json'), 'utf8'),
  ) as { receivedAt: string };
  expect(mail.text).toBe(
    [
      'A new application has arrived through the careers page.',
      '',
      'Position:  Medical Assistant',
      `Received:  ${record.receivedAt.slice(0, 16).replace('T', ' ')} UTC`,
      `Reference: ${id}`,
      '',
      'Files (2):',
      `- Application ${id} - document 1.pdf (${pdf.length.toLocaleString('en-US')} bytes), sent as "Résumé – Zoë.pdf"`,
      `- Application ${id} - document 2.docx (${docx.length.toLocaleString('en-US')} bytes), sent as "Cover letter.docx"`,
      '',
      'The files are attached. The upload server deletes applications 180 days after they arrive.',
      '',
    ].join('\n'),
  );
  expect(
    mail.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  ).toEqual([
    {
      filename: `Application ${id} - document 1.pdf`,
      contentType: 'application/pdf',
      content: pdf,
    },
    {
      filename: `Application ${id} - document 2.docx`,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: docx,
    },
  ]);
  await waitUntil(async () => (await outbox()).length === 0);
});

test('an attachment is named and typed by what its bytes are, not by the name it came with', async () => {
  const uploadUrl = await startFunction();
  const pdf = await samplePdf();
  const answer = await apply(uploadUrl, [
    role(),
    file('Resume.html', pdf),
    file('C:\\Users\\ana\\cover\u202Eletter\u0085.exe', sampleDocx()),
  ]);
  expect(answer.status).toBe(201);
  const id = answer.body.id as string;

  const [{ mail }] = await inbox.waitFor(1);
  expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: `Application ${id} - document 1.pdf`, contentType: 'application/pdf' },
    {
      filename: `Application ${id} - document 2.docx`,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);
  expect(mail.attachments[0].content).toEqual(pdf);
  expect(mail.html).toBe(false);
  // The names the applicant gave stay in the text only, without path or control characters.
  expect(mail.text).toContain(`- Application ${id} - document 1.pdf (`);
  expect(mail.text).toContain('), sent as "Resume.html"');
  expect(mail.text).toContain('), sent as "coverletter.exe"');
  expect((await fs.readdir(path.join(uploadDir, id))).sort()).toEqual([
    'application.json',
    'file-1.pdf',
    'file-2.docx',
  ]);
});

test('a message refused for good (552) becomes a dead letter: logged once, counted, not retried', async () => {
  const errors: unknown[] = [];
  const uploadUrl = await startFunction({ logError: (error) => errors.push(error) });
  const health = async () =>
    (await send(`${uploadUrl.replace('/upload_form', '/health')}`, { method: 'GET' })).body;
  expect(await health()).toEqual({ status: 'ok', pid: process.pid, deadLetters: 0 });

  inbox.refuseNextWith = 552;
  const refused = await applyFor(uploadUrl);
  await waitUntil(async () => (await deadLetters()).length === 1);
  const delivered = await applyFor(uploadUrl);
  await inbox.waitFor(1);
  await waitUntil(async () => (await outbox()).length === 0);
  await new Promise((resolve) => setTimeout(resolve, 4 * FAST_RETRY.maxDelayMs)); // room for retries

  expect(inbox.refused).toBe(1);
  expectEachDeliveredOnce([delivered]);
  expect(await deadLetters()).toEqual([`${refused}.json`]);
  const entry = JSON.parse(
    await fs.readFile(path.join(uploadDir, DEAD_LETTER_FOLDER, `${refused}.json`), 'utf8'),
  ) as { id: string; attempts: number; lastError: string; deadAt: string };
  expect(entry).toMatchObject({ id: refused, attempts: 1, deadAt: expect.any(String) });
  expect(entry.lastError).toContain('552');
  expect(errors).toEqual([
    expect.stringMatching(
      new RegExp(
        `^e-mail for application ${refused} refused for good, moved to the dead letters: .*552`,
      ),
    ),
  ]);
  expect(String(errors[0])).not.toContain('\n');
  expect(await health()).toEqual({ status: 'ok', pid: process.pid, deadLetters: 1 });
  // The application itself is kept.
  expect(await fs.readdir(uploadDir)).toContain(refused);
});

test('with attachments off, only the reference goes out', async () => {
  const uploadUrl = await startFunction({
    mail: { smtpUrl: inbox.url, from: FROM, to: INBOX, attachFiles: false },
  });
  const id = await applyFor(uploadUrl);
  const [{ mail }] = await inbox.waitFor(1);
  expect(mail.attachments).toEqual([]);
  expect(mail.text).toContain(
    `The files are not attached: they are on the upload server under ${id}.`,
  );
});

test('a refused upload is not e-mailed', async () => {
  const uploadUrl = await startFunction();
  const refused = await apply(uploadUrl, [role(), file('cv.pdf', sampleExecutable())]);
  expect(refused.status).toBe(415);
  const id = await applyFor(uploadUrl);

  await inbox.waitFor(1);
  await new Promise((resolve) => setTimeout(resolve, 200)); // room for a wrong second message
  expectEachDeliveredOnce([id]);
});

test('while the mail server is down applications are kept; when it is back each arrives exactly once', async () => {
  const uploadUrl = await startFunction();
  await inbox.stop();
  const ids: string[] = [];
  for (let index = 0; index < 5; index += 1) ids.push(await applyFor(uploadUrl));

  // Several attempts fail meanwhile; the outbox holds every e-mail.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await outbox()).sort()).toEqual(ids.map((id) => `${id}.json`).sort());
  expect(notices.some((notice) => notice.startsWith('mail server unreachable'))).toBe(true);

  await inbox.restart();
  ids.push(await applyFor(uploadUrl));
  await inbox.waitFor(ids.length);
  await waitUntil(async () => (await outbox()).length === 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expectEachDeliveredOnce(ids);
});

test('a server that refuses messages for a while delays them and loses none', async () => {
  const uploadUrl = await startFunction();
  inbox.refuseWith = 451;
  const ids = [await applyFor(uploadUrl), await applyFor(uploadUrl, 'Registered Nurse')];

  await waitUntil(async () => notices.filter((notice) => notice.includes('refused')).length >= 2);
  const entry = JSON.parse(
    await fs.readFile(path.join(uploadDir, OUTBOX_FOLDER, `${ids[0]}.json`), 'utf8'),
  ) as { attempts: number; lastError: string };
  expect(entry.attempts).toBeGreaterThanOrEqual(1);
  expect(entry.lastError).toContain('Not now, please.');
  expect(inbox.received).toEqual([]);

  inbox.refuseWith = null;
  await inbox.waitFor(2);
  await waitUntil(async () => (await outbox()).length === 0);
  expectEachDeliveredOnce(ids);
});

test('a slow server delays the mail and gets each message once', async () => {
  const uploadUrl = await startFunction();
  inbox.answerAfterMs = 300;
  const ids = await Promise.all([applyFor(uploadUrl), applyFor(uploadUrl), applyFor(uploadUrl)]);

  const started = Date.now();
  await inbox.waitFor(3);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 300);
  await waitUntil(async () => (await outbox()).length === 0);
  expectEachDeliveredOnce(ids);
});

test('what one run could not send, the next run sends', async () => {
  await inbox.stop();
  const first = await startFunction();
  const ids = [await applyFor(first), await applyFor(first)];
  await servers.pop()!.shutdown();
  expect(await outbox()).toHaveLength(2);

  await inbox.restart();
  await startFunction();
  await inbox.waitFor(2);
  await waitUntil(async () => (await outbox()).length === 0);
  expectEachDeliveredOnce(ids);
});

test('an outbox entry whose application was never published is dropped at start', async () => {
  await fs.mkdir(path.join(uploadDir, OUTBOX_FOLDER));
  await fs.writeFile(
    path.join(uploadDir, OUTBOX_FOLDER, 'ABCD-EFGH.json'),
    JSON.stringify({ id: 'ABCD-EFGH', queuedAt: new Date().toISOString(), attempts: 0 }),
  );
  await startFunction();
  await waitUntil(async () => (await outbox()).length === 0);
  expect(notices).toContain('application ABCD-EFGH no longer exists; its e-mail is dropped.');
  expect(inbox.received).toEqual([]);
});

test('an application that cannot be read does not hold up the others', async () => {
  await fs.mkdir(path.join(uploadDir, 'BR0K-EN00'));
  await fs.writeFile(path.join(uploadDir, 'BR0K-EN00', 'application.json'), '{ broken');
  await fs.mkdir(path.join(uploadDir, OUTBOX_FOLDER));
  await fs.writeFile(
    path.join(uploadDir, OUTBOX_FOLDER, 'BR0K-EN00.json'),
    JSON.stringify({ id: 'BR0K-EN00', queuedAt: new Date().toISOString(), attempts: 0 }),
  );
  const errors: unknown[] = [];
  const uploadUrl = await startFunction({ logError: (error) => errors.push(error) });
  const id = await applyFor(uploadUrl);

  await inbox.waitFor(1);
  expectEachDeliveredOnce([id]);
  expect(errors).toEqual([expect.any(SyntaxError)]);
  // The delivered one leaves the outbox a moment after the mail server took it.
  await waitUntil(async () => (await outbox()).length === 1);
  expect(await outbox()).toEqual(['BR0K-EN00.json']);
});

test('without a mail server configured the function says so once and keeps storing', async () => {
  const uploadUrl = await startFunction({ mail: null });
  const ids = [await applyFor(uploadUrl), await applyFor(uploadUrl)];
  expect(notices).toEqual([
    'SMTP_URL is not set: applications are stored, but nobody is e-mailed about them.',
  ]);
  expect((await fs.readdir(uploadDir)).sort()).toEqual(ids.sort());
});
