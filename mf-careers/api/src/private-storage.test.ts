/**
 * @jest-environment node
 *
 * A stored application is readable by the user the function runs as only: its folder 0700, its
 * files 0600, even under a umask that would let everybody read them; the outbox entry too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_FOLDER } from './outbox';
import type { UploadServer } from './server';
import { apply, file, role } from './testing/applications';
import { sampleDocx, samplePdf } from './testing/documents';
import { baseUrl } from './testing/http-client';
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
let server: UploadServer;
let previousUmask: number;

beforeAll(async () => {
  previousUmask = process.umask(0o000);
  inbox = await SmtpInbox.start();
  inbox.refuseWith = 451; // the e-mail waits in the outbox, to be looked at
  testFunction = await startTestFunction('careers-private-', {
    mail: hiringMail(inbox),
    mailRetry: { firstDelayMs: 60_000, maxDelayMs: 60_000 },
  });
  ({ uploadDir, server } = testFunction);
});

afterAll(async () => {
  process.umask(previousUmask);
  await inbox.stop();
  await stopTestFunction(testFunction);
});

const mode = async (target: string) => (await fs.stat(target)).mode & 0o777;

test('the folder is 0700, its files and the outbox entry 0600', async () => {
  const answer = await apply(`${baseUrl(server)}/upload_form`, [
    role(),
    file('cv.pdf', await samplePdf()),
    file('letter.docx', sampleDocx()),
  ]);
  expect(answer.status).toBe(201);
  const folder = path.join(uploadDir, answer.body.id as string);
  expect((await mode(folder)).toString(8)).toBe('700');
  for (const name of await fs.readdir(folder)) {
    expect([name, (await mode(path.join(folder, name))).toString(8)]).toEqual([name, '600']);
  }
  const outbox = path.join(uploadDir, OUTBOX_FOLDER);
  expect((await mode(outbox)).toString(8)).toBe('700');
  expect(await fs.readdir(outbox)).toHaveLength(1);
  for (const name of await fs.readdir(outbox)) {
    expect([name, (await mode(path.join(outbox, name))).toString(8)]).toEqual([name, '600']);
  }
});
