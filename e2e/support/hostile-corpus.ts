import { sendRaw, type RawAnswer } from './raw-http';

/**
 * The hostile corpus: malformed and hostile requests for raw sockets, and what each server must
 * answer (hostile-requests.spec.ts sends it to every server, composer-differential.spec.ts to both
 * composition engines). A fragment request carries the secret the site was started with.
 */
const SECRET = process.env.FRAGMENT_SECRET ?? '';
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const CRLF = '\r\n';
/** A request line and headers (Host and Connection: close added), then the body as given. */
const request = (line: string, headers: string[] = [], body = '') =>
  [line, 'Host: localhost', 'Connection: close', ...headers, '', body].join(CRLF);
/** A fragment request as the composition engine would send it, but for its query. */
const fragment = (query: string) =>
  request(`GET /_fragments/${query} HTTP/1.1`, [`X-Fragment-Secret: ${SECRET}`]);
const multipart = (body: string, length = body.length) =>
  request(
    'POST /upload_form HTTP/1.1',
    ['Content-Type: multipart/form-data; boundary=XyZ', `Content-Length: ${length}`],
    body,
  );

/** 'client error': a 4xx; 'answered': any answer but a 5xx (the request is odd, not invalid). */
type Expected = 'client error' | 'answered' | 'client error or refused';

const corpus: Array<{ name: string; bytes: string; expected: Expected; halfClose?: boolean }> = [
  {
    name: 'a target URL() rejects',
    bytes: request('GET //x:99999/ HTTP/1.1'),
    expected: 'client error',
  },
  {
    name: 'an absolute-form target',
    bytes: request('GET http://evil.example/x HTTP/1.1'),
    expected: 'answered',
  },
  {
    name: 'an authority-form target',
    bytes: request('GET evil.example:80 HTTP/1.1'),
    expected: 'client error',
  },
  {
    name: 'bad percent-encoding',
    bytes: request('GET /%zz/%E0%A4%A HTTP/1.1'),
    expected: 'client error',
  },
  { name: 'an encoded NUL', bytes: request('GET /a%00.js HTTP/1.1'), expected: 'client error' },
  { name: 'a raw NUL', bytes: request('GET /a\0b HTTP/1.1'), expected: 'client error' },
  {
    name: 'encoded traversal',
    bytes: request('GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1'),
    expected: 'client error',
  },
  {
    name: 'double-encoded traversal',
    bytes: request('GET /%252e%252e/%252e%252e/etc/passwd HTTP/1.1'),
    expected: 'client error',
  },
  {
    name: 'traversal to the server bundle',
    bytes: request('GET /server/render.js HTTP/1.1'),
    expected: 'client error',
  },
  {
    name: 'a 100 KB URL',
    bytes: request(`GET /${'a'.repeat(100 * 1024)} HTTP/1.1`),
    expected: 'client error',
  },
  {
    name: 'hundreds of headers',
    bytes: request(
      'GET / HTTP/1.1',
      Array.from({ length: 600 }, (_, i) => `X-Header-${i}: ${'v'.repeat(40)}`),
    ),
    expected: 'client error',
  },
  { name: 'OPTIONS *', bytes: request('OPTIONS * HTTP/1.1'), expected: 'client error' },
  {
    name: 'CONNECT',
    bytes: request('CONNECT evil.example:443 HTTP/1.1'),
    expected: 'client error or refused',
  },
  { name: 'TRACE', bytes: request('TRACE / HTTP/1.1'), expected: 'client error' },
  { name: 'an unknown method', bytes: request('BREW /pot HTTP/1.1'), expected: 'client error' },
  {
    name: 'a body on GET',
    bytes: request('GET /nothing-here HTTP/1.1', ['Content-Length: 11'], 'hello world'),
    expected: 'client error',
  },
  {
    name: 'a fragment with no props',
    bytes: fragment('BlogRoutes?path=/blog/&part=body'),
    expected: 'client error',
  },
  {
    name: 'a fragment with props that are not base64url JSON',
    bytes: fragment('BlogRoutes?path=/blog/&props=%%7B&part=body'),
    expected: 'client error',
  },
  {
    name: 'a fragment with null props',
    bytes: fragment(`TeamRoutes?path=/ourteam/&props=${base64url('null')}`),
    expected: 'client error',
  },
  {
    name: 'a fragment with a string as the site',
    bytes: fragment(
      `CareersPage?path=/career/&props=${base64url('{"site":"x","uploadUrl":"/u"}')}`,
    ),
    expected: 'client error',
  },
  {
    name: 'a fragment with a number as the phone',
    bytes: fragment(`ReviewsCarousel?path=/&props=${base64url('{"site":{"phone":1}}')}`),
    expected: 'client error',
  },
  {
    name: 'a fragment of an unknown expose',
    bytes: fragment(`Everything?path=/&props=${base64url('{}')}`),
    expected: 'client error',
  },
  {
    name: 'a fragment with an unknown part',
    bytes: fragment(`LatestArticles?path=/&props=${base64url('{}')}&part=all`),
    expected: 'client error',
  },
  {
    name: 'truncated multipart',
    bytes: multipart('--XyZ\r\nContent-Disposition: form-data; name="role"\r\n\r\nNur', 5000),
    expected: 'client error or refused',
    halfClose: true,
  },
  {
    name: 'malformed multipart',
    bytes: multipart('--XyZ\r\nContent-Disposition: garbage\r\n\r\n\r\n--XyZ--garbage'),
    expected: 'client error',
  },
  {
    name: 'multipart without a boundary',
    bytes: request(
      'POST /upload_form HTTP/1.1',
      ['Content-Type: multipart/form-data', 'Content-Length: 3'],
      'abc',
    ),
    expected: 'client error',
  },
  {
    name: 'bad chunked encoding',
    bytes: request(
      'POST /upload_form HTTP/1.1',
      ['Transfer-Encoding: chunked'],
      'zz\r\nhello\r\n0\r\n\r\n',
    ),
    expected: 'client error',
  },
  {
    name: 'conflicting Content-Length and Transfer-Encoding',
    bytes: request(
      'POST /upload_form HTTP/1.1',
      ['Content-Length: 4', 'Transfer-Encoding: chunked'],
      '0\r\n\r\n',
    ),
    expected: 'client error',
  },
  {
    name: 'two Content-Lengths',
    bytes: request(
      'POST /upload_form HTTP/1.1',
      ['Content-Length: 3', 'Content-Length: 5'],
      'abcde',
    ),
    expected: 'client error',
  },
  {
    name: 'pipelined garbage after a valid request',
    bytes: `GET /nothing-here HTTP/1.1${CRLF}Host: localhost${CRLF}${CRLF}\x16\x03\x01garbage \0\r\n\r\n`,
    expected: 'client error',
  },
];

/** Where the answer falls short of what the case expects, or null. */
function shortfall(answer: RawAnswer, expected: Expected): string | null {
  if (answer.ending === 'timeout') return 'no answer within the bound';
  if (answer.statuses.some((status) => status >= 500)) return `a ${answer.statuses.join(', ')}`;
  const last = answer.statuses.at(-1);
  if (expected === 'answered') return last === undefined ? 'closed without an answer' : null;
  if (last === undefined)
    return expected === 'client error or refused' ? null : 'closed without an answer';
  return last >= 400 && last < 500 ? null : `a ${answer.statuses.join(', ')} instead of a 4xx`;
}

/** What each request of the corpus, sent to the port, was answered with short of what it must be. */
export async function hostileShortfalls(port: number): Promise<string[]> {
  const failures: string[] = [];
  for (const { name, bytes, expected, halfClose } of corpus) {
    const problem = shortfall(await sendRaw(port, bytes, { halfClose }), expected);
    if (problem) failures.push(`${name}: ${problem}`);
  }
  return failures;
}
