/**
 * @jest-environment node
 *
 * The figures of issue 16: 240 mixed uploads (valid and invalid files, every position) over real
 * HTTP, four at a time, with the SMTP server stopped for the middle hundred. Prints accepted,
 * mailed, mailed twice, lost and the delays, and fails unless every accepted application was
 * e-mailed exactly once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OPEN_ROLES } from './application-rules';
import { createUploadServer } from './server';
import { SITE, apply, file, role } from './testing/applications';
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleText,
} from './testing/documents';
import { baseUrl } from './testing/http-client';
import type { Part } from './testing/multipart';
import { SmtpInbox, referenceOf } from './testing/smtp-inbox';

const UPLOADS = 240;
const CONCURRENCY = 4;
const OUTAGE = { from: 60, to: 160, atLeastMs: 2000 };
const RETRY = { firstDelayMs: 100, maxDelayMs: 1000 };

test('240 mixed uploads with the mail server down for 100 of them: all accepted ones mailed once', async () => {
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-measure-'));
  const inbox = await SmtpInbox.start();
  const server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    mailDailyCap: false,
    mail: {
      smtpUrl: inbox.url,
      from: 'careers@omegahealth.example',
      to: 'hiring@omegahealth.example',
      attachFiles: true,
    },
    mailRetry: RETRY,
    log: () => undefined,
    logError: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const uploadUrl = `${baseUrl(server)}/upload_form`;

  const pdf = await samplePdf();
  const kinds: Array<(position: string) => Part[]> = [
    (position) => [role(position), file('resume.pdf', pdf)],
    (position) => [
      role(position),
      file('resume.docx', sampleDocx()),
      file('letter.doc', sampleDoc()),
    ],
    (position) => [role(position), file('setup.pdf', sampleExecutable())],
    (position) => [role(position), file('letter.doc', sampleDoc())],
    (position) => [role(position), file('notes.docx', sampleText())],
    () => [role('Chief Surgeon'), file('resume.pdf', pdf)],
    (position) => [file('resume.pdf', pdf), role(position)],
  ];

  const acceptedAt = new Map<string, number>();
  let refused = 0;
  let outageStartedAt = 0;
  let backAt = 0;
  try {
    for (let index = 0; index < UPLOADS; index += CONCURRENCY) {
      if (index === OUTAGE.from) {
        await inbox.stop();
        outageStartedAt = Date.now();
      }
      if (index === OUTAGE.to) {
        await new Promise((resolve) =>
          setTimeout(resolve, outageStartedAt + OUTAGE.atLeastMs - Date.now()),
        );
        await inbox.restart();
        backAt = Date.now();
      }
      const batch = Array.from({ length: CONCURRENCY }, (_, offset) => index + offset);
      const answers = await Promise.all(
        batch.map((n) =>
          apply(uploadUrl, kinds[n % kinds.length](OPEN_ROLES[n % OPEN_ROLES.length])),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 201) acceptedAt.set(answer.body.id as string, Date.now());
        else if (answer.status >= 400 && answer.status < 500) refused += 1;
        else throw new Error(`Unexpected status ${answer.status}`);
      }
    }

    await inbox.waitFor(acceptedAt.size, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a late duplicate

    const references = inbox.received.map((received) => referenceOf(received) ?? '');
    const mailed = new Set(references);
    const lost = [...acceptedAt.keys()].filter((id) => !mailed.has(id));
    const delays = inbox.received.map(
      ({ receivedAt }, at) => receivedAt - acceptedAt.get(references[at])!,
    );
    const waitsAfterBack = inbox.received
      .filter((_, at) => acceptedAt.get(references[at])! < backAt)
      .filter(({ receivedAt }) => receivedAt >= backAt)
      .map(({ receivedAt }) => receivedAt - backAt);
    const acceptedDuringOutage = [...acceptedAt.values()].filter(
      (at) => at >= outageStartedAt && at < backAt,
    ).length;

    console.log(
      [
        `uploads: ${UPLOADS} (${CONCURRENCY} at a time), SMTP stopped for ${backAt - outageStartedAt} ms`,
        `accepted: ${acceptedAt.size} (${acceptedDuringOutage} while SMTP was down), refused: ${refused}`,
        `mailed: ${mailed.size}, mailed twice: ${references.length - mailed.size}, lost: ${lost.length}`,
        `longest delay from acceptance to delivery: ${Math.max(...delays)} ms`,
        `longest wait after SMTP came back: ${Math.max(...waitsAfterBack)} ms (retry ${RETRY.firstDelayMs} ms doubling to ${RETRY.maxDelayMs} ms)`,
      ].join('\n'),
    );

    expect(refused + acceptedAt.size).toBe(UPLOADS);
    expect(acceptedDuringOutage).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(references).toHaveLength(mailed.size);
    expect(await fs.readdir(path.join(uploadDir, '.outbox'))).toEqual([]);
  } finally {
    await server.shutdown();
    await inbox.stop();
    await fs.rm(uploadDir, { recursive: true, force: true });
  }
}, 60_000);
