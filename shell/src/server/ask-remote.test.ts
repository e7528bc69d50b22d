/**
 * @jest-environment node
 *
 * A remote the shell's server cannot use is no answer (the page goes on without it), and one line
 * in the log says which remote, which path and why: over real HTTP to a port nobody listens on,
 * a server that never answers, and one that answers what is not JSON.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchFromRemote } from './ask-remote';

const listening = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const hanging = http.createServer(() => undefined);
const notJson = http.createServer((_req, res) => res.end('<html>'));
const urls: Record<string, string> = {};
let logged: string[];

beforeAll(async () => {
  urls.hanging = await listening(hanging);
  urls.notJson = await listening(notJson);
  const closed = http.createServer();
  urls.closed = await listening(closed);
  closed.close();
});

afterAll(() => {
  hanging.closeAllConnections();
  hanging.close();
  notJson.close();
});

beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
});

afterEach(() => jest.restoreAllMocks());

const ask = (name: string) =>
  fetchFromRemote({ name, urls: [urls[name]!], secret: 's' }, '/_fragments/Widget?props=e30');

test.each([
  ['closed', /TypeError: fetch failed \(ECONNREFUSED\)$/],
  ['hanging', /TimeoutError: /],
  ['notJson', /SyntaxError: /],
])('a remote %s: null, and one line naming it, the path and why', async (name, why) => {
  expect(await ask(name)).toBeNull();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(
    new RegExp(`^shell: ${name} \\(${urls[name]}/_fragments/Widget\\) failed: `),
  );
  expect(logged[0]).toMatch(why);
});

test('a remote with no address configured is no answer and nothing to log', async () => {
  expect(await fetchFromRemote({ name: 'blog', urls: undefined, secret: 's' }, '/x')).toBeNull();
  expect(logged).toEqual([]);
});

// The zero-downtime bench kills one replica of each remote, then, seconds later, the other: the
// first, back by then, may still be passed over for having failed. It is asked last, not skipped.
test('a replica passed over for an earlier failure is still asked when the others fail', async () => {
  const back = http.createServer((_req, res) => res.end('{"from":"back"}'));
  const first = await listening(back);
  back.close();
  const gone = http.createServer((_req, res) => res.end('{"from":"gone"}'));
  const second = await listening(gone);
  const remote = { name: 'blog', urls: [first, second], secret: 's' };
  const path = '/_fragments/BlogRoutes?props=e30';

  // The first refuses and is passed over; the second answers.
  expect(await fetchFromRemote(remote, path)).toEqual({ from: 'gone' });
  // The first is back on its port, and the second goes.
  await new Promise<void>((resolve) =>
    back.listen(Number(new URL(first).port), '127.0.0.1', resolve),
  );
  gone.closeAllConnections();
  await new Promise((resolve) => gone.close(resolve));
  try {
    expect(await fetchFromRemote(remote, path)).toEqual({ from: 'back' });
    expect(logged).toEqual([
      `shell: blog (${first}/_fragments/BlogRoutes) failed: TypeError: fetch failed (ECONNREFUSED)`,
      `shell: blog (${second}/_fragments/BlogRoutes) failed: TypeError: fetch failed (ECONNREFUSED)`,
    ]);
  } finally {
    back.close();
  }
});
