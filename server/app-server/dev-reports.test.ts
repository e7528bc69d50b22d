/**
 * @jest-environment node
 *
 * The development reports' endpoint, in a process of its own (jest loads no .mjs module): what
 * it prints is that process's stderr.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

let child: ChildProcess;
let origin = '';
let printed = '';

beforeAll(async () => {
  const module = path.join(__dirname, 'dev-reports.mjs');
  child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import http from 'node:http';
       import { answerDevReport } from ${JSON.stringify(module)};
       const server = http.createServer((req, res) => answerDevReport('shell', req, res));
       server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => child.kill());
beforeEach(() => {
  printed = '';
});

const report = (headers: Record<string, string>) =>
  fetch(`${origin}/__dev/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ page: '/x/', message: 'a mismatch' }),
  });

describe('POST /__dev/report', () => {
  it('prints what a page of its own origin reports', async () => {
    const response = await report({ Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printed).toContain('could not hydrate /x/');
  });

  it('prints what a client that is no browser reports', async () => {
    expect((await report({})).status).toBe(204);
  });

  it.each([
    ['another site', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another origin of the same site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin other than its own (an older browser)', { Origin: 'http://evil.example' }],
  ])('refuses a post from %s with a 403, and prints nothing', async (_from, headers) => {
    const response = await report(headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/this origin only/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printed).toBe('');
  });
});
