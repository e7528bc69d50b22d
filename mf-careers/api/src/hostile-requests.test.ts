/**
 * @jest-environment node
 *
 * Nothing a visitor sends can take the upload function down: requests no browser would send go
 * over raw sockets to a running server, and after each one the same process still answers.
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createUploadServer, type UploadServer } from './server';
import { ROLE, SITE } from './testing/applications';
import { samplePdf } from './testing/documents';
import { baseUrl, send } from './testing/http-client';
import {
  fieldPart,
  filePartOpening,
  multipartClosing,
  multipartContentType,
} from './testing/multipart';
import { rawExchange } from './testing/raw-http';

let uploadDir: string;
let server: UploadServer;
let port: number;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-hostile-'));
  server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    mail: null,
    log: () => undefined,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.shutdown();
  server.closeAllConnections();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

const CRLF = '\r\n';
/** A request head: the request line, then each header, asking to close after the answer. */
const head = (requestLine: string, ...headers: string[]) =>
  [requestLine, ...headers, 'Connection: close', '', ''].join(CRLF);

/** A POST to the upload path with `body` framed by Content-Length. */
function post(
  body: Buffer | string,
  contentType = multipartContentType,
  target = '/upload_form',
  ...headers: string[]
) {
  const bytes = Buffer.from(body);
  return Buffer.concat([
    Buffer.from(
      head(
        `POST ${target} HTTP/1.1`,
        'Host: a',
        `Origin: ${SITE}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${bytes.length}`,
        ...headers,
      ),
    ),
    bytes,
  ]);
}

const BOUNDARY = multipartContentType.split('boundary=')[1];
const manyHeaders = (count: number) =>
  Array.from({ length: count }, (_, index) => `X-Filler-${index}: ${index}`);

let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
});

/** Each case: what is sent, and the status of every response expected back. */
const corpus: Array<[string, () => Buffer | string, number[]]> = [
  ['scheme-relative target //x:99999/', () => head('GET //x:99999/ HTTP/1.1', 'Host: a'), [400]],
  [
    'scheme-relative target to the upload path',
    () => head('POST //evil.example/upload_form HTTP/1.1', 'Host: a', 'Content-Length: 0'),
    [400],
  ],
  ['absolute-form target', () => head('GET http://evil.example/health HTTP/1.1', 'Host: a'), [400]],
  [
    'absolute-form target with a bad port',
    () => head('GET http://x:99999/health HTTP/1.1', 'Host: a'),
    [400],
  ],
  ['target without a leading slash', () => head('GET health HTTP/1.1', 'Host: a'), [400]],
  ['asterisk-form OPTIONS *', () => head('OPTIONS * HTTP/1.1', 'Host: a'), [400]],
  ['bad percent-encoding', () => head('GET /upload_form%zz HTTP/1.1', 'Host: a'), [400]],
  ['a lone percent sign', () => head('GET /% HTTP/1.1', 'Host: a'), [400]],
  ['an encoded NUL in the path', () => head('GET /health%00 HTTP/1.1', 'Host: a'), [400]],
  ['a raw NUL byte in the target', () => head('GET /hea\0lth HTTP/1.1', 'Host: a'), [400]],
  ['a raw NUL byte in a header', () => head('GET /health HTTP/1.1', 'Host: a', 'X-A: b\0c'), [400]],
  ['dot segments', () => head('GET /health/../upload_form HTTP/1.1', 'Host: a'), [400]],
  [
    'encoded traversal /%2e%2e/',
    () => head('POST /%2e%2e/upload_form HTTP/1.1', 'Host: a', 'Content-Length: 0'),
    [400],
  ],
  ['encoded slash ..%2f', () => head('GET /..%2fupload_form HTTP/1.1', 'Host: a'), [400]],
  [
    'double-encoded traversal %252e',
    () => head('GET /%252e%252e/health HTTP/1.1', 'Host: a'),
    [404],
  ],
  ['a 100 KB URL', () => head(`GET /${'a'.repeat(100 * 1024)} HTTP/1.1`, 'Host: a'), [431]],
  ['300 headers', () => head('GET /upload_form HTTP/1.1', 'Host: a', ...manyHeaders(300)), [405]],
  ['5000 headers', () => head('GET /upload_form HTTP/1.1', 'Host: a', ...manyHeaders(5000)), [431]],
  ['no Host header', () => head('GET /health HTTP/1.1'), [400]],
  ['a garbage request line', () => 'HELLO THERE\r\n\r\n', [400]],
  ['an invalid header name', () => head('GET /health HTTP/1.1', 'Host: a', 'Bad Header: x'), [400]],
  ['CONNECT', () => head('CONNECT evil.example:443 HTTP/1.1', 'Host: evil.example:443'), [405]],
  [
    'an Upgrade to WebSocket',
    () => head('GET /upload_form HTTP/1.1', 'Host: a', 'Upgrade: websocket', 'Connection: Upgrade'),
    [405],
  ],
  ['TRACE', () => head('TRACE /upload_form HTTP/1.1', 'Host: a'), [405]],
  [
    'a body on GET',
    () => head('GET /upload_form HTTP/1.1', 'Host: a', 'Content-Length: 11') + 'hello world',
    [405],
  ],
  [
    'truncated multipart (no closing boundary)',
    () =>
      post(Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'cv.pdf'), pdf])),
    [400],
  ],
  [
    'multipart without a boundary',
    () => post(fieldPart('role', ROLE), 'multipart/form-data'),
    [415],
  ],
  [
    'multipart with a boundary other than the body’s',
    () =>
      post(
        Buffer.concat([fieldPart('role', ROLE), multipartClosing]),
        'multipart/form-data; boundary=other',
      ),
    [400],
  ],
  [
    'unterminated part headers',
    () => post(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="role"\r\nContent-Ty`),
    [400],
  ],
  [
    'a part with no name',
    () =>
      post(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="cv.pdf"\r\n\r\n%PDF-1.7\r\n--${BOUNDARY}--\r\n`,
      ),
    [400],
  ],
  [
    'a part with no Content-Disposition',
    () =>
      post(`--${BOUNDARY}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--${BOUNDARY}--\r\n`),
    [400],
  ],
  [
    'a form that is not multipart',
    () => post('role=x', 'application/x-www-form-urlencoded'),
    [415],
  ],
  [
    'bad chunked encoding',
    () =>
      head(
        'POST /upload_form HTTP/1.1',
        'Host: a',
        `Content-Type: ${multipartContentType}`,
        'Transfer-Encoding: chunked',
      ) + 'zz\r\nhello\r\n0\r\n\r\n',
    [400],
  ],
  [
    'Content-Length and Transfer-Encoding together',
    () =>
      head(
        'POST /upload_form HTTP/1.1',
        'Host: a',
        'Content-Length: 5',
        'Transfer-Encoding: chunked',
      ) + '0\r\n\r\n',
    [400],
  ],
  [
    'two different Content-Lengths',
    () =>
      head('POST /upload_form HTTP/1.1', 'Host: a', 'Content-Length: 5', 'Content-Length: 6') +
      'hello!',
    [400],
  ],
  [
    'pipelined garbage after a valid request',
    // Kept alive, so the server reads on past the first request. Both arrive in one packet: Node
    // parses the garbage before the health answer (which reads the disk) is written, answers 400
    // and closes the connection.
    () => 'GET /health HTTP/1.1\r\nHost: a\r\n\r\n\x01\x02GARBAGE\r\n\r\n',
    [400],
  ],
];

/** The process answers GET /health as it did before the case (same pid: it was not restarted). */
async function expectHealthy(): Promise<void> {
  const health = await send(`${baseUrl(server)}/health`, { method: 'GET' });
  expect(health).toMatchObject({ status: 200, body: { status: 'ok', pid: process.pid } });
}

test.each(corpus)('%s', async (_case, request, expected) => {
  const { statuses, timedOut } = await rawExchange(port, Buffer.from(request()));
  expect(timedOut).toBe(false);
  expect(statuses).toEqual(expected);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  await expectHealthy();
});

/** Broken bodies as the plain form's browser would be answered: a page, and the process unharmed. */
const asForm = (body: Buffer | string, contentType?: string) =>
  post(body, contentType, '/upload_form', 'Accept: text/html,*/*;q=0.8');

const formCorpus: Array<[string, () => Buffer, number, string]> = [
  [
    'truncated multipart',
    () =>
      asForm(Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'cv.pdf'), pdf])),
    400,
    'The upload was incomplete or malformed. Please try again.',
  ],
  [
    'multipart without a boundary',
    () => asForm(fieldPart('role', ROLE), 'multipart/form-data'),
    415,
    'Please send the application as multipart/form-data.',
  ],
  [
    'a url-encoded form',
    () => asForm('role=x', 'application/x-www-form-urlencoded'),
    415,
    'Please send the application as multipart/form-data.',
  ],
  [
    'markup in a part name',
    () =>
      asForm(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="<b onmouseover=x>"\r\n\r\nv\r\n--${BOUNDARY}--\r\n`,
      ),
    400,
    'Unexpected field &quot;&lt;b onmouseover=x&gt;&quot;',
  ],
];

test.each(formCorpus)('%s, posted as a form: a page', async (_case, request, status, words) => {
  const { statuses, text, timedOut } = await rawExchange(port, request());
  expect(timedOut).toBe(false);
  expect(statuses).toEqual([status]);
  expect(text).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
  expect(text).toContain(words);
  expect(text).not.toContain('<b ');
  await expectHealthy();
});

test('a body that stops arriving, its connection held open, is given up on with a 408 while others are served', async () => {
  const stalling = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    mail: null,
    bodyIdleTimeoutMs: 500,
    log: () => undefined,
  });
  stalling.listen(0, '127.0.0.1');
  await once(stalling, 'listening');
  const stallingPort = (stalling.address() as AddressInfo).port;
  try {
    // Content-Length promises more than is sent, and the socket stays open (rawExchange never
    // half-closes): only the server's own bound can end the exchange.
    const body = Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'cv.pdf')]);
    const request = Buffer.concat([
      Buffer.from(
        head(
          'POST /upload_form HTTP/1.1',
          'Host: a',
          `Origin: ${SITE}`,
          `Content-Type: ${multipartContentType}`,
          `Content-Length: ${body.length + 5000}`,
        ),
      ),
      body,
    ]);
    const started = Date.now();
    const stalled = rawExchange(stallingPort, request, 5000);
    const meanwhile = await send(`${baseUrl(stalling)}/health`, { method: 'GET' });
    expect(meanwhile.status).toBe(200);

    const { statuses, text, timedOut } = await stalled;
    expect(timedOut).toBe(false);
    expect(statuses).toEqual([408]);
    expect(text).toMatch(/^Connection: close\r$/m);
    expect(text).toContain('The upload stopped arriving before it was complete.');
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await stalling.shutdown();
    stalling.closeAllConnections();
  }
});

test('nothing the corpus sent was stored', async () => {
  // A refused request's draft is removed just after its answer has gone out.
  for (let attempt = 0; attempt < 50 && (await fs.readdir(uploadDir)).length > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await fs.readdir(uploadDir)).toEqual([]);
});
