/**
 * @jest-environment node
 *
 * The upload function over real HTTP: a server on a free port, a temporary upload directory, and
 * requests built byte by byte.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_TOTAL_BYTES, OPEN_ROLES } from './application-rules';
import type { UploadOptions } from './config';
import { REFERENCE_PATTERN } from './reference';
import { createUploadServer, handleUpload } from './server';
import type { ApplicationRecord } from './storage';
import {
  paddedPdf,
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  sampleText,
  sampleWordFolderZip,
  sampleXlsLikeCompoundFile,
  sampleXlsMentioningWordDocument,
  sampleXlsxLikeZip,
} from './testing/documents';
import { baseUrl, send, type Answer } from './testing/http-client';
import { ROLE, SITE, apply as applyTo, file, role } from './testing/applications';
import {
  CRLF,
  fieldPart,
  filePartOpening,
  multipartClosing,
  multipartContentType,
  type Part,
} from './testing/multipart';

let uploadDir: string;
let server: http.Server;
let uploadUrl: string;
let pdf: Buffer;

beforeAll(async () => {
  pdf = await samplePdf();
});

async function start(options: UploadOptions = {}): Promise<void> {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-uploads-'));
  server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    mail: null,
    log: () => undefined,
    logError: () => undefined,
    ...options,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  uploadUrl = `${baseUrl(server)}/upload_form`;
}

afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

const apply = (parts: Part[], headers?: http.OutgoingHttpHeaders) =>
  applyTo(uploadUrl, parts, headers);

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const entries = () => fs.readdir(uploadDir);

async function readApplication(id: string): Promise<ApplicationRecord> {
  return JSON.parse(
    await fs.readFile(path.join(uploadDir, id, 'application.json'), 'utf8'),
  ) as ApplicationRecord;
}

/** Waits until the upload directory holds nothing at all (a refused upload is cleaned up). */
async function expectEmptyUploadDir(): Promise<void> {
  for (let attempt = 0; attempt < 50 && (await entries()).length > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await entries()).toEqual([]);
}

/** What Chromium sends when it posts a form and navigates to the answer. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A whole page that needs nothing else: language, title, one h1, no script, its own CSP. */
function expectPage(answer: Answer, title: string, heading: string): void {
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toMatch(
    /^default-src 'none'; style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  );
  expect(answer.text).toMatch(/^<!doctype html><html lang="en">/);
  expect(answer.text).toContain(`<title>${title}</title>`);
  expect(answer.text.match(/<h1[ >]/g)).toHaveLength(1);
  expect(answer.text).toContain(`<h1>${heading}</h1>`);
  expect(answer.text).not.toMatch(/<(script|img|iframe)\b|<[^>]*\son\w+=/i);
}

describe('accepted applications', () => {
  beforeEach(() => start());

  test.each([
    ['a PDF', 'resume.pdf', () => pdf, 'application/pdf', '.pdf'],
    ['a DOC', 'resume.doc', sampleDoc, 'application/msword', '.doc'],
    [
      'a DOCX',
      'resume.docx',
      sampleDocx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
    ],
  ])('%s is stored byte-identical with its metadata', async (_kind, name, make, type, ext) => {
    const content = make();
    const answer = await apply([role(), file(name, content)]);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.stringMatching(REFERENCE_PATTERN),
      role: ROLE,
      files: 1,
    });
    const id = answer.body.id as string;
    expect(await entries()).toEqual([id]);

    const record = await readApplication(id);
    expect(record).toEqual({
      id,
      role: ROLE,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      files: [
        {
          originalName: name,
          storedName: `file-1${ext}`,
          mediaType: type,
          size: content.length,
          sha256: sha256(content),
        },
      ],
    });
    const stored = await fs.readFile(path.join(uploadDir, id, `file-1${ext}`));
    expect(sha256(stored)).toBe(sha256(content));
  });

  test('several files of all three kinds in one application, role after the files', async () => {
    const files = [
      file('Resume.pdf', pdf),
      file('Cover letter.docx', sampleDocx()),
      file('References.doc', sampleDoc()),
    ];
    const answer = await apply([...files, role('Medical Assistant')]);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: 'Medical Assistant', files: 3 });
    const record = await readApplication(answer.body.id as string);
    expect(record.files.map((stored) => [stored.originalName, stored.storedName])).toEqual([
      ['Resume.pdf', 'file-1.pdf'],
      ['Cover letter.docx', 'file-2.docx'],
      ['References.doc', 'file-3.doc'],
    ]);
  });

  test('every open position is accepted as a role', async () => {
    for (const openRole of OPEN_ROLES) {
      const answer = await apply([role(openRole), file('resume.pdf', pdf)]);
      expect(answer).toMatchObject({ status: 201, body: { role: openRole } });
    }
  });

  test('exactly 10 MB in total is accepted', async () => {
    const answer = await apply([
      role(),
      file('part-1.pdf', paddedPdf(MAX_TOTAL_BYTES / 2)),
      file('part-2.pdf', paddedPdf(MAX_TOTAL_BYTES / 2)),
    ]);
    expect(answer.status).toBe(201);
  });

  test('unsafe file names are sanitised and never used to store files', async () => {
    const answer = await apply([
      role(),
      file('../../etc/cv\u202Efdp.exe\u0085.pdf', pdf),
      file('<script>|cover\tletter?.pdf', pdf),
      file('...', pdf),
    ]);

    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    const record = await readApplication(id);
    expect(record.files.map((stored) => stored.originalName)).toEqual([
      'cvfdp.exe.pdf',
      '_script__cover letter_.pdf',
      'document',
    ]);
    expect((await fs.readdir(path.join(uploadDir, id))).sort()).toEqual([
      'application.json',
      'file-1.pdf',
      'file-2.pdf',
      'file-3.pdf',
    ]);
    expect(await entries()).toEqual([id]);
  });

  test('names in UTF-8 keep their accents', async () => {
    const answer = await apply([role(), file('Résumé – Zoë.pdf', pdf)]);
    const record = await readApplication(answer.body.id as string);
    expect(record.files[0].originalName).toBe('Résumé – Zoë.pdf');
  });
});

describe('refusals: status, message, and nothing stored', () => {
  beforeEach(() => start());

  const eleven = Array.from({ length: 11 }, (_, index) => index);

  const refusalCases: Array<[string, () => Part[], number, string]> = [
    [
      'a missing role',
      () => [file('resume.pdf', pdf)],
      400,
      'Please say which position you are applying for (the "role" field).',
    ],
    [
      'an unknown role',
      () => [role('Chief Surgeon'), file('resume.pdf', pdf)],
      400,
      '"Chief Surgeon" is not one of our open positions.',
    ],
    [
      'two roles',
      () => [role(), role('Medical Assistant'), file('resume.pdf', pdf)],
      400,
      'Please apply for one position at a time.',
    ],
    ['no files', () => [role()], 400, 'Please attach at least one file: a PDF or Word document.'],
    [
      '11 files',
      () => [role(), ...eleven.map((index) => file(`page-${index}.pdf`, pdf))],
      400,
      'Please send at most 10 files at a time.',
    ],
    [
      'a file under another field name',
      () => [role(), { name: 'attachment', filename: 'resume.pdf', content: pdf }],
      400,
      'Unexpected field "attachment": send the files as "fileField" and the position as "role".',
    ],
    [
      'an unexpected text field',
      () => [role(), { name: 'comment', value: 'hello' }, file('resume.pdf', pdf)],
      400,
      'Unexpected field "comment": send the files as "fileField" and the position as "role".',
    ],
    [
      'an executable renamed to .pdf',
      () => [role(), file('resume.pdf', sampleExecutable())],
      415,
      '"resume.pdf" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'a text file renamed to .docx',
      () => [role(), file('letter.docx', sampleText())],
      415,
      '"letter.docx" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'a spreadsheet ZIP renamed to .docx',
      () => [role(), file('letter.docx', sampleXlsxLikeZip())],
      415,
      '"letter.docx" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'a ZIP whose only entry is word/evil.js, named .docx',
      () => [role(), file('letter.docx', sampleWordFolderZip())],
      415,
      '"letter.docx" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'an Excel workbook whose cells say "WordDocument", named .doc',
      () => [role(), file('letter.doc', sampleXlsMentioningWordDocument())],
      415,
      '"letter.doc" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'a legacy spreadsheet renamed to .doc',
      () => [role(), file('letter.doc', sampleXlsLikeCompoundFile())],
      415,
      '"letter.doc" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'a bad file after a good one',
      () => [role(), file('resume.pdf', pdf), file('tool.doc', sampleExecutable())],
      415,
      '"tool.doc" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'an empty file',
      () => [role(), file('empty.pdf', Buffer.alloc(0))],
      415,
      '"empty.pdf" is empty. Please upload only PDF or Word documents.',
    ],
    [
      'a file shorter than any signature',
      () => [role(), file('tiny.pdf', Buffer.from('%PD'))],
      415,
      '"tiny.pdf" is not a PDF or Word document. Please upload only PDF or Word documents.',
    ],
    [
      'one byte over 10 MB in total',
      () => [
        role(),
        file('part-1.pdf', paddedPdf(MAX_TOTAL_BYTES / 2)),
        file('part-2.pdf', paddedPdf(MAX_TOTAL_BYTES / 2 + 1)),
      ],
      413,
      'Total file size should be equal to or less than 10 MB.',
    ],
  ];

  test.each(refusalCases)('%s', async (_case, parts, status, message) => {
    const answer = await apply(parts());
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: message });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    await expectEmptyUploadDir();
  });

  test.each(refusalCases)(
    '%s, posted by the plain form: a page saying why',
    async (_case, parts, status, message) => {
      const answer = await apply(parts(), { accept: BROWSER_ACCEPT });
      expect(answer.status).toBe(status);
      expectPage(answer, 'Application not sent', 'Your application was not sent');
      expect(answer.text).toContain(`<p>${escaped(message)}</p>`);
      expect(answer.text).toContain(`<a href="${SITE}/career/">Back to careers to try again</a>`);
      await expectEmptyUploadDir();
    },
  );

  test('a body that is not multipart', async () => {
    const answer = await send(uploadUrl, {
      headers: { 'content-type': 'application/json', origin: SITE },
      body: Buffer.from(JSON.stringify({ role: ROLE })),
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { error: 'Please send the application as multipart/form-data.' },
    });
    await expectEmptyUploadDir();
  });

  test('a multipart body that breaks off', async () => {
    const body = Buffer.concat([
      fieldPart('role', ROLE),
      filePartOpening('fileField', 'cv.pdf'),
      pdf,
    ]);
    const answer = await send(uploadUrl, {
      headers: { 'content-type': multipartContentType, origin: SITE },
      body,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'The upload was incomplete or malformed. Please try again.' },
    });
    await expectEmptyUploadDir();
  });

  test('another path, another method', async () => {
    const base = baseUrl(server);
    expect(await send(`${base}/uploads`, { method: 'GET' })).toMatchObject({
      status: 404,
      body: { error: 'Not found: applications go to POST /upload_form.' },
    });
    const get = await send(uploadUrl, { method: 'GET', headers: { origin: SITE } });
    expect(get).toMatchObject({ status: 405, body: { error: 'Send applications with POST.' } });
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect(await send(`${base}/health`, { method: 'GET' })).toMatchObject({
      status: 200,
      body: { status: 'ok', pid: process.pid, deadLetters: 0 },
    });
  });
});

describe('the plain form: a browser posting without script gets pages', () => {
  beforeEach(() => start());

  test('a stored application: the success text, the reference and a way back', async () => {
    const answer = await apply([role(), file('cv.pdf', pdf), file('letter.docx', sampleDocx())], {
      accept: BROWSER_ACCEPT,
    });
    expect(answer.status).toBe(201);
    expectPage(answer, 'Application received', 'Application received');
    const [id] = await entries();
    expect(id).toMatch(REFERENCE_PATTERN);
    expect(answer.text).toContain(
      `Files successfully uploaded! Your reference is <span class="reference">${id}</span>.`,
    );
    expect(answer.text).toContain(`for ${ROLE} (2 files)`);
    expect(answer.text).toContain(`<a href="${SITE}/career/">Back to careers</a>`);
    expect((await readApplication(id)).files).toHaveLength(2);
  });

  test('what the applicant named their file is shown as text, never as markup', async () => {
    const name = `<img src=x onerror=alert('hi')>&.pdf`;
    const answer = await apply([role(), file(name, sampleText())], { accept: BROWSER_ACCEPT });
    expect(answer.status).toBe(415);
    expectPage(answer, 'Application not sent', 'Your application was not sent');
    expect(answer.text).toContain(
      // Angle brackets never reach a file name (file-names.ts); what is left is escaped.
      '&quot;_img src=x onerror=alert(&#39;hi&#39;)_&amp;.pdf&quot; is not a PDF',
    );

    const markup = `<script>alert("role")</script>`;
    const unknown = await apply([role(markup), file('cv.pdf', pdf)], {
      accept: BROWSER_ACCEPT,
    });
    expect(unknown.status).toBe(400);
    expectPage(unknown, 'Application not sent', 'Your application was not sent');
    expect(unknown.text).toContain(
      `<p>${escaped(`"${markup}" is not one of our open positions.`)}</p>`,
    );
  });

  test('a post from another origin is refused with a page naming why, linking to the site', async () => {
    const answer = await apply([role(), file('cv.pdf', pdf)], {
      accept: BROWSER_ACCEPT,
      origin: 'https://elsewhere.example',
    });
    expect(answer.status).toBe(403);
    expectPage(answer, 'Application not sent', 'Your application was not sent');
    expect(answer.text).toContain('Applications are accepted only from our website.');
    expect(answer.text).toContain(`href="${SITE}/career/"`);
    expect(answer.text).not.toContain('elsewhere.example');
    await expectEmptyUploadDir();
  });

  test('a file input left empty counts as no file, beside chosen files too', async () => {
    // As Chromium sends it.
    const unchosen: Part = {
      name: 'fileField',
      filename: '',
      content: Buffer.alloc(0),
      type: 'application/octet-stream',
    };
    const none = await apply([role(), unchosen], { accept: BROWSER_ACCEPT });
    expect(none.status).toBe(400);
    expect(none.text).toContain('Please attach at least one file: a PDF or Word document.');
    await expectEmptyUploadDir();

    const one = await apply([role(), file('cv.pdf', pdf), unchosen]);
    expect(one).toMatchObject({ status: 201, body: { files: 1 } });
  });

  test.each([
    ['axios, the page script', 'application/json, text/plain, */*'],
    ['a client naming both', 'text/html, application/json'],
    ['a client naming nothing', undefined],
  ])('%s gets JSON', async (_client, accept) => {
    const answer = await apply([role(), file('cv.pdf', pdf)], accept ? { accept } : {});
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toMatchObject({ role: ROLE, files: 1 });
  });
});

describe('the plain form under the rate limit', () => {
  test('the page says when to try again, with Retry-After', async () => {
    await start({ rateLimit: { max: 1, windowMs: 10 * 60 * 1000 } });
    const post = () => apply([role(), file('cv.pdf', pdf)], { accept: BROWSER_ACCEPT });
    expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expectPage(limited, 'Application not sent', 'Your application was not sent');
    expect(limited.text).toContain(
      'Too many applications from your network. Please try again in 10 minute(s).',
    );
  });
});

describe('more than 10 MB', () => {
  beforeEach(() => start());

  test('is answered 413 as soon as the total passes the limit, before the body has arrived', async () => {
    const request = http.request(uploadUrl, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': multipartContentType, origin: SITE },
    });
    request.on('error', () => undefined); // the server closes the connection after its answer
    const answered = new Promise<Answer>((resolve) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            text: '',
          }),
        );
      });
    });

    const bodySize = 4 * MAX_TOTAL_BYTES;
    const chunk = paddedPdf(256 * 1024);
    let answer: Answer | undefined;
    void answered.then((value) => (answer = value));
    request.write(
      Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'big.pdf')]),
    );
    let sent = 0;
    while (!answer && sent < bodySize && !request.destroyed) {
      sent += chunk.length;
      if (!request.write(chunk)) {
        await Promise.race([once(request, 'drain'), answered, once(request, 'close')]);
      }
    }

    const { status, body } = await answered;
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'Total file size should be equal to or less than 10 MB.' });
    expect(sent).toBeGreaterThan(MAX_TOTAL_BYTES);
    expect(sent).toBeLessThan(bodySize);
    request.destroy();
    await expectEmptyUploadDir();
  });
});

describe('an upload the client aborts', () => {
  beforeEach(() => start());

  test('leaves no files behind', async () => {
    const request = http.request(uploadUrl, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': multipartContentType, origin: SITE },
    });
    request.on('error', () => undefined);
    request.write(Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'cv.pdf')]));
    request.write(paddedPdf(2 * 1024 * 1024));

    // The draft exists while the upload is under way...
    for (let attempt = 0; attempt < 100 && (await entries()).length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await entries())[0]).toMatch(/^\.incoming-/);

    // ...and is gone once the client has given up.
    request.destroy();
    await expectEmptyUploadDir();
  });
});

describe('200 sequential requests, valid and invalid', () => {
  beforeEach(() => start());

  test('never fail with a 5xx and leave only complete applications', async () => {
    const docx = sampleDocx();
    const doc = sampleDoc();
    const cases: Array<[Part[], number]> = [
      [[role(), file('cv.pdf', pdf)], 201],
      [[role(), file('cv.exe.pdf', sampleExecutable())], 415],
      [[role('Medical Assistant'), file('cv.docx', docx), file('letter.doc', doc)], 201],
      [[file('cv.pdf', pdf)], 400],
      [[role(), file('letter.txt.docx', sampleText())], 415],
      [[role('Unknown')], 400],
      [[role()], 400],
      [[role(), file('notes.doc', doc)], 201],
    ];

    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const [parts, expected] = cases[index % cases.length];
      const answer = await apply(parts);
      expect(answer.status).toBe(expected);
      statuses.push(answer.status);
    }

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const stored = await entries();
    expect(stored.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(stored).toHaveLength(statuses.filter((status) => status === 201).length);
    for (const id of stored) {
      expect((await readApplication(id)).id).toBe(id);
    }
  });
});

describe('CORS', () => {
  beforeEach(() => start());

  test('the site origin may post and is named in the answer', async () => {
    const answer = await apply([role(), file('cv.pdf', pdf)]);
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers.vary).toBe('Origin');
  });

  test('the preflight is answered for the site origin only', async () => {
    const preflight = (origin: string) =>
      send(uploadUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });

    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
    });

    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('another origin is refused and nothing is stored', async () => {
    const answer = await apply([role(), file('cv.pdf', pdf)], {
      origin: 'https://elsewhere.example',
    });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'Applications are accepted only from our website.' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    await expectEmptyUploadDir();
  });
});

describe('rate limit', () => {
  test('answers 429 with Retry-After once a client has sent its share, then lets it in again', async () => {
    let now = Date.parse('2025-06-12T09:00:00Z');
    await start({ rateLimit: { max: 3, windowMs: 10 * 60 * 1000 }, now: () => now });

    for (let index = 0; index < 3; index += 1) {
      expect((await apply([role(), file('cv.pdf', pdf)])).status).toBe(201);
    }
    const limited = await apply([role(), file('cv.pdf', pdf)]);
    expect(limited).toMatchObject({
      status: 429,
      body: {
        error: 'Too many applications from your network. Please try again in 10 minute(s).',
      },
    });
    expect(limited.headers['retry-after']).toBe('600');
    expect(await entries()).toHaveLength(3);

    now += 10 * 60 * 1000;
    expect((await apply([role(), file('cv.pdf', pdf)])).status).toBe(201);
  });
});

describe('rate limit behind a reverse proxy', () => {
  const oneAllowed = { max: 1, windowMs: 10 * 60 * 1000 };
  const from = (forwardedFor: string) =>
    apply([role(), file('cv.pdf', pdf)], {
      'x-forwarded-for': forwardedFor,
    });

  test('by default X-Forwarded-For is ignored: everybody behind the proxy shares one limit', async () => {
    await start({ rateLimit: oneAllowed });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.2')).status).toBe(429);
  });

  test('with one trusted hop each client has its own limit, whatever it puts in front', async () => {
    await start({ rateLimit: oneAllowed, trustProxyHops: 1 });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.2')).status).toBe(201);
    // The proxy appends the address it saw: a forged entry on the left changes nothing.
    expect((await from('198.51.100.7, 203.0.113.1')).status).toBe(429);
  });

  test('with two trusted hops the client is the second address from the right', async () => {
    await start({ rateLimit: oneAllowed, trustProxyHops: 2 });
    expect((await from('203.0.113.1, 10.0.0.5')).status).toBe(201);
    expect((await from('203.0.113.1, 10.0.0.6')).status).toBe(429);
    expect((await from('203.0.113.2, 10.0.0.5')).status).toBe(201);
  });
});

describe('IPv6 clients count by their /64', () => {
  const from = (address: string) =>
    apply([role(), file('cv.pdf', pdf)], { 'x-forwarded-for': address });

  test('the rate limit: two addresses of one /64 share it, another /64 has its own', async () => {
    await start({ rateLimit: { max: 1, windowMs: 10 * 60 * 1000 }, trustProxyHops: 1 });
    expect((await from('2001:db8:1:2::1')).status).toBe(201);
    expect((await from('2001:db8:1:2:abcd::9')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(201);
  });
});

describe('storage quota per client and day', () => {
  const quotaMessage =
    'Your network has sent all the files we can take from it in one day (0.1 MB). Please try again in 24 hour(s).';

  test('answers 429 with Retry-After once a client has stored its share, and counts per /64', async () => {
    let now = Date.parse('2025-06-12T09:00:00Z');
    const quotaBytesPerClientPerDay = 100 * 1024;
    await start({ quotaBytesPerClientPerDay, trustProxyHops: 1, now: () => now });
    const from = (address: string, size: number) =>
      apply([role(), file('cv.pdf', paddedPdf(size))], { 'x-forwarded-for': address });

    expect((await from('2001:db8:1:2::1', 60 * 1024)).status).toBe(201);
    // The second upload would pass the quota: refused as its bytes arrive, nothing stored.
    const over = await from('2001:db8:1:2::2', 60 * 1024);
    expect(over).toMatchObject({ status: 429, body: { error: quotaMessage } });
    expect(over.headers['retry-after']).toBe(String(24 * 60 * 60));
    expect((await from('2001:db8:1:2::3', 40 * 1024)).status).toBe(201); // what is left fits
    expect((await entries()).filter((name) => !name.startsWith('.'))).toHaveLength(2);

    // Now full: refused before any byte is read; another network is not affected.
    now += 60 * 60 * 1000;
    const full = await from('2001:db8:1:2::4', 1024);
    expect(full).toMatchObject({ status: 429, body: { error: quotaMessage.replace('24', '23') } });
    expect(full.headers['retry-after']).toBe(String(23 * 60 * 60));
    expect((await from('2001:db8:1:3::1', 60 * 1024)).status).toBe(201);

    now += 23 * 60 * 60 * 1000; // a day after the first upload
    expect((await from('2001:db8:1:2::1', 50 * 1024)).status).toBe(201);
  });
});

describe('free disk', () => {
  test('below the minimum the function answers 503 and stores nothing', async () => {
    const { bavail, bsize } = await fs.statfs(os.tmpdir());
    const moreThanFree = Math.ceil((bavail * bsize) / (1024 * 1024)) + 1024;
    await start({ minFreeDiskMb: moreThanFree });
    const answer = await apply([role(), file('cv.pdf', pdf)]);
    expect(answer).toMatchObject({
      status: 503,
      body: { error: 'We cannot take applications at the moment. Please try again later.' },
    });
    expect(answer.headers['retry-after']).toBe('3600');
    await expectEmptyUploadDir();
  });

  test('above it applications are stored', async () => {
    await start({ minFreeDiskMb: 1 });
    expect((await apply([role(), file('cv.pdf', pdf)])).status).toBe(201);
  });
});

describe('handleUpload, the serverless-style handler', () => {
  test('stores an application in UPLOAD_DIR when mounted on any path', async () => {
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-uploads-'));
    process.env.UPLOAD_DIR = uploadDir;
    process.env.ALLOWED_ORIGINS = `http://localhost:3000, ${SITE}`;
    try {
      server = http.createServer((req, res) => void handleUpload(req, res));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      uploadUrl = `${baseUrl(server)}/api/applications`;

      const answer = await apply([role(), file('cv.pdf', pdf)]);
      expect(answer.status).toBe(201);
      expect(await entries()).toEqual([answer.body.id]);
    } finally {
      delete process.env.UPLOAD_DIR;
      delete process.env.ALLOWED_ORIGINS;
    }
  });
});

describe('streaming', () => {
  beforeEach(() => start());

  test('a file split across many small writes is stored intact', async () => {
    const request = http.request(uploadUrl, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': multipartContentType, origin: SITE },
    });
    const answer = new Promise<number>((resolve) =>
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }),
    );
    request.write(Buffer.concat([fieldPart('role', ROLE), filePartOpening('fileField', 'cv.pdf')]));
    for (let at = 0; at < pdf.length; at += 3) request.write(pdf.subarray(at, at + 3));
    request.end(Buffer.concat([CRLF, multipartClosing]));

    expect(await answer).toBe(201);
    const [id] = await entries();
    expect((await readApplication(id)).files[0].sha256).toBe(sha256(pdf));
  });
});
