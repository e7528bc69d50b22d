/**
 * @jest-environment node
 *
 * Every multipart field is bounded, not only the files: a field longer than the form ever sends is
 * refused (413), and a body past the files' limit and their framing is refused while it streams,
 * whatever part carries it. Nothing is stored.
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_TOTAL_BYTES } from './application-rules';
import { createUploadServer, type UploadServer } from './server';
import { ROLE, SITE, apply, file, role } from './testing/applications';
import { samplePdf } from './testing/documents';
import { baseUrl } from './testing/http-client';
import { multipartContentType } from './testing/multipart';

let uploadDir: string;
let server: UploadServer;
let uploadUrl: string;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-fields-'));
  server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    minFreeDiskMb: 0,
    mail: null,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uploadUrl = `${baseUrl(server)}/upload_form`;
});

afterAll(async () => {
  await server.shutdown();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

const nothingStored = async () => expect(await fs.readdir(uploadDir)).toEqual([]);

test('a role field of 2 KB is refused with 413', async () => {
  const answer = await apply(uploadUrl, [
    role(ROLE.padEnd(2048, ' ')),
    file('cv.pdf', await samplePdf()),
  ]);
  expect(answer.status).toBe(413);
  expect(answer.body.error).toBe(
    'A form field is longer than any this form sends. Please try again.',
  );
  await nothingStored();
});

test('a 40 MB field is refused while it streams, soon after 10 MB', async () => {
  const boundary = multipartContentType.split('boundary=')[1];
  const request = http.request(uploadUrl, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': multipartContentType, origin: SITE },
  });
  request.on('error', () => undefined); // the server closes the connection after its answer
  const answered = new Promise<number>((resolve) =>
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }),
  );
  let status: number | undefined;
  void answered.then((value) => (status = value));

  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="role"\r\n\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const bodySize = 4 * MAX_TOTAL_BYTES;
  const closed = once(request, 'close');
  let sent = 0;
  while (status === undefined && sent < bodySize && !request.destroyed) {
    sent += chunk.length;
    if (!request.write(chunk)) {
      await Promise.race([once(request, 'drain'), answered, closed]);
    }
  }
  expect(await answered).toBe(413);
  expect(sent).toBeGreaterThan(MAX_TOTAL_BYTES);
  expect(sent).toBeLessThan(bodySize);
  request.destroy();
  await nothingStored();
});
