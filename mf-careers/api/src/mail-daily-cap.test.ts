/**
 * @jest-environment node
 *
 * The daily cap on e-mails to the hiring inbox, with a real SMTP server: past it, applications
 * are still stored (201), one summary says how many wait, and they follow the next day (UTC).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_FOLDER } from './outbox';
import { apply, file, role } from './testing/applications';
import { samplePdf } from './testing/documents';
import { SmtpInbox } from './testing/smtp-inbox';
import {
  hiringMail,
  startTestFunction,
  stopTestFunction,
  type TestFunction,
} from './testing/test-function';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Real time, moved to 09:00 UTC of a known day (and on by a day in the test). */
let shift = Date.UTC(2026, 10, 26, 9, 0) - Date.now();
let uploadDir: string;
let inbox: SmtpInbox;
let testFunction: TestFunction;
let uploadUrl: string;
let pdf: Buffer;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  testFunction = await startTestFunction('careers-mail-cap-', {
    mail: hiringMail(inbox),
    mailDailyCap: 2,
    mailRetry: { firstDelayMs: 50, maxDelayMs: 400 },
    now: () => Date.now() + shift,
  });
  ({ uploadDir, uploadUrl } = testFunction);
  pdf = await samplePdf();
});

afterAll(async () => {
  await inbox.stop();
  await stopTestFunction(testFunction);
});

const subjects = () => inbox.received.map(({ mail }) => mail.subject ?? '');
const stored = async () => (await fs.readdir(uploadDir)).filter((name) => !name.startsWith('.'));
const waiting = async () => (await fs.readdir(path.join(uploadDir, OUTBOX_FOLDER))).length;

test('past the cap applications are stored, one summary says how many wait, the rest follow', async () => {
  // The mail server is away while the four arrive, so that all four wait when it comes back.
  await inbox.stop();
  for (let i = 0; i < 4; i += 1) {
    expect((await apply(uploadUrl, [role(), file('cv.pdf', pdf)])).status).toBe(201);
  }
  await inbox.restart();
  await inbox.waitFor(3);
  await new Promise((resolve) => setTimeout(resolve, 300)); // room for a message too many
  expect(subjects()).toEqual([
    expect.stringMatching(/^Application for Registered Nurse \(/),
    expect.stringMatching(/^Application for Registered Nurse \(/),
    "2 application(s) waiting: today's e-mail limit is reached",
  ]);
  const summary = inbox.received[2].mail;
  expect(summary.text).toContain('They will be e-mailed from 2026-11-27 00:00 UTC');
  expect(summary.attachments).toEqual([]);
  expect(await stored()).toHaveLength(4);
  expect(await waiting()).toBe(2);

  // The next day: the two that waited go first, within that day's cap; the fifth waits.
  shift += DAY_MS;
  expect((await apply(uploadUrl, [role(), file('cv.pdf', pdf)])).status).toBe(201);
  await inbox.waitFor(6);
  expect(subjects().slice(3)).toEqual([
    expect.stringMatching(/^Application for /),
    expect.stringMatching(/^Application for /),
    "1 application(s) waiting: today's e-mail limit is reached",
  ]);
  expect(await stored()).toHaveLength(5);
  expect(await waiting()).toBe(1);
});
