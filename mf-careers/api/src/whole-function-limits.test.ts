/**
 * @jest-environment node
 *
 * The limits of the whole function, whoever sends (each client here comes from its own network,
 * behind one trusted proxy): a global rate and a store quota. Each answers 503 with JSON saying
 * so and `Retry-After`, logs one line, and stores nothing.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadOptions } from './config';
import { createUploadServer, type UploadServer } from './server';
import { SITE, apply, file, role } from './testing/applications';
import { samplePdf } from './testing/documents';
import { baseUrl } from './testing/http-client';

let uploadDir: string;
let server: UploadServer | undefined;
let uploadUrl: string;
let logged: string[];
let pdf: Buffer;
let client = 0;

beforeAll(async () => {
  pdf = await samplePdf();
});

async function start(options: UploadOptions): Promise<void> {
  uploadDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'careers-limits-'));
  logged = [];
  server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    storeQuotaBytes: false,
    minFreeDiskMb: 0,
    trustProxyHops: 1,
    mail: null,
    log: (message) => logged.push(message),
    ...options,
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  uploadUrl = `${baseUrl(server)}/upload_form`;
}

afterEach(async () => {
  await server?.shutdown();
  server = undefined;
  await fs.rm(uploadDir, { recursive: true, force: true });
  uploadDir = undefined as unknown as string;
});

/** An application from a network no other request came from. */
const applyFromNewClient = () => {
  client += 1;
  return apply(uploadUrl, [role(), file('cv.pdf', pdf)], {
    'x-forwarded-for': `198.51.${Math.floor(client / 250)}.${client % 250}`,
  });
};

const stored = async () => (await fs.readdir(uploadDir)).filter((name) => !name.startsWith('.'));
const limitLines = () => logged.filter((line) => line.includes('is reached'));

test('the global rate: past it every client gets a 503, and one line is logged', async () => {
  await start({ globalRateLimit: { max: 3, windowMs: 10 * 60 * 1000 } });
  for (let i = 0; i < 3; i += 1) expect((await applyFromNewClient()).status).toBe(201);
  for (let i = 0; i < 3; i += 1) {
    const answer = await applyFromNewClient();
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body.error).toMatch(
      /^We are receiving more applications than we can take at the moment\. Please try again in 10 minute\(s\)\.$/,
    );
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(590);
  }
  expect(await stored()).toHaveLength(3);
  expect(limitLines()).toEqual([
    'the global rate limit is reached: applications are refused with 503.',
  ]);
});

test('the store quota: an upload that does not fit is refused as its bytes arrive', async () => {
  // Room for two files and a half: the third does not fit.
  await start({ storeQuotaBytes: Math.floor(pdf.length * 2.5) });
  expect((await applyFromNewClient()).status).toBe(201);
  expect((await applyFromNewClient()).status).toBe(201);
  const answer = await applyFromNewClient();
  expect(answer.status).toBe(503);
  expect(answer.body.error).toBe(
    'We cannot take more applications at the moment. Please try again later.',
  );
  expect(answer.headers['retry-after']).toBe('3600');
  expect(await stored()).toHaveLength(2);
  expect(limitLines()).toHaveLength(1);
  expect(limitLines()[0]).toMatch(/^the store quota \(\d+ bytes\) is reached/);
});

test('the store quota counts what is on disk when the function starts', async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-limits-'));
  const earlier = path.join(uploadDir, 'K7QM-3XD9');
  await fs.mkdir(earlier);
  await fs.writeFile(path.join(earlier, 'file-1.pdf'), Buffer.alloc(50_000));
  await start({ storeQuotaBytes: 50_000 });
  // The measurement runs with the first retention sweep, just after the start.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const answer = await applyFromNewClient();
  expect(answer.status).toBe(503);
  expect(await stored()).toEqual(['K7QM-3XD9']);
  // A full store is refused before the body is read: nothing was written.
  expect((await fs.readdir(uploadDir)).filter((name) => name.startsWith('.incoming'))).toEqual([]);
});
