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
