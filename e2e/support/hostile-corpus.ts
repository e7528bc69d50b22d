import { registryApps } from './engines';
import { sendRaw, type RawAnswer } from './raw-http';

/**
 * The hostile corpus: malformed and hostile requests for raw sockets, and what each server must
 * answer (hostile-requests.spec.ts sends it to every server, engine-differential.spec.ts to both
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
const TRUNCATED_MULTIPART = multipart(
  '--XyZ\r\nContent-Disposition: form-data; name="role"\r\n\r\nNur',
  5000,
);

/**
 * A GET of a real route whose body is a whole request of its own, followed by one more request
 * that closes the connection. A server that reads the body as the body answers twice at most
 * (the GET and the follow-up, or the GET alone when it closes rather than read a body it does not
 * want); one that reads the body as a request (smuggling) answers three times.
 */
function getWithBody(target: string, headers: string[] = [], chunked = false): string {
  const smuggled = `GET /smuggled HTTP/1.1${CRLF}Host: localhost${CRLF}${CRLF}`;
  const framing = chunked
    ? ['Transfer-Encoding: chunked']
    : [`Content-Length: ${Buffer.byteLength(smuggled)}`];
  const body = chunked
    ? `${smuggled.length.toString(16)}${CRLF}${smuggled}${CRLF}0${CRLF}${CRLF}`
    : smuggled;
  const head = [`GET ${target} HTTP/1.1`, 'Host: localhost', ...headers, ...framing, '', ''];
  return head.join(CRLF) + body + request('GET /nothing-here HTTP/1.1');
}

/**
 * 'client error': a 4xx; 'answered': any answer but a 5xx (the request is odd, not invalid);
 * 'one request': a body read as a body (getWithBody), no answer a 5xx.
 */
type Expected = 'client error' | 'answered' | 'one request';

interface Case {
  name: string;
  bytes: string;
  expected: Expected;
  /** Ends the sending side after the bytes, as a client that gives up mid-body does. */
  halfClose?: boolean;
  /**
   * Keeps the connection open after the bytes, sending nothing more: sent first and answered
   * last, the rest of the corpus goes to the same server meanwhile (it must keep serving), and
   * the server must give up on it within HELD_BOUND_MS.
   */
  held?: boolean;
  /**
   * nginx closes without an answer here, and may: it never answers a request whose body it
   * could not read whole (a client that ended its side mid-body, a body that stalled past
   * client_body_timeout: it logs a 400 or 408 and closes), and RFC 9112 section 8 leaves the
   * answer to an incomplete request optional. The site's own servers must answer it.
   */
  nginxMayClose?: boolean;
  /** The app that owns the module asked for: it must answer exactly 400 (props it cannot use). */
  owner?: string;
}

/**
 * The longest a server may hold a stalled body: the upload function's default 30 s (the suite's
 * own site gives it 3 s: playwright.config.ts; a site started by hand has the default), nginx's
 * client_body_timeout of 10 s, plus room for a busy machine.
 */
const HELD_BOUND_MS = 40_000;

/**
 * Every remote's every expose (from the registry) asked with props it cannot use: none, not JSON,
 * `null`, and a field of the wrong type.
 */
const propCases: Case[] = registryApps().flatMap(({ name: owner, exposes }) =>
  exposes.flatMap((expose) =>
    (
      [
        ['no props', ''],
        ['props that are not JSON', `&props=${base64url('{"site":')}`],
        ['null props', `&props=${base64url('null')}`],
        ['a number as the site', `&props=${base64url('{"site":1}')}`],
      ] as const
    ).map(([what, props]) => ({
      name: `${owner}'s ${expose} with ${what}`,
      bytes: fragment(`${expose}?path=/&part=body${props}`),
      expected: 'client error' as const,
      owner,
    })),
  ),
);

const corpus: Case[] = [
  {
    name: 'truncated multipart, the connection kept open',
    bytes: TRUNCATED_MULTIPART,
    expected: 'client error',
    held: true,
    nginxMayClose: true,
  },
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
  // Long and odd queries: a 414 page or the page itself, never a remote's outage notice (5xx).
  {
    name: 'a 7 KB search of quotes and parentheses',
    bytes: request(`GET /blog/?q=${"'()!".repeat(1800)} HTTP/1.1`),
    expected: 'answered',
  },
  {
    name: 'a 4.5 KB search on Home, written into its includes',
    bytes: request(`GET /?q=${'a'.repeat(4500)} HTTP/1.1`),
    expected: 'answered',
  },
  {
    name: 'a 4.5 KB parameter no page uses',
    bytes: request(`GET /blog/?utm_source=${'%27'.repeat(1500)} HTTP/1.1`),
    expected: 'answered',
  },
  {
    name: 'a thousand parameters',
    bytes: request(
      `GET /?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')} HTTP/1.1`,
    ),
    expected: 'answered',
  },
  {
    name: 'a page number of 2,000 digits',
    bytes: request(`GET /blog/?page=${'9'.repeat(2000)} HTTP/1.1`),
    expected: 'answered',
  },
  {
    name: 'a search of bad percent-encoding',
    bytes: request('GET /blog/?q=%zz%E0%A4%A&page=%00 HTTP/1.1'),
    expected: 'answered',
  },
  {
    name: 'hundreds of headers over the size limit',
    bytes: request(
      'GET / HTTP/1.1',
      Array.from({ length: 600 }, (_, i) => `X-Header-${i}: ${'v'.repeat(40)}`),
    ),
    expected: 'client error',
  },
  {
    // Under Node's 16 KB and nginx's buffers: the count alone must not break anything.
    name: '500 small headers under the size limit',
    bytes: request(
      'GET / HTTP/1.1',
      Array.from({ length: 500 }, (_, i) => `X-${i}: ${i}`),
    ),
    expected: 'answered',
  },
  { name: 'OPTIONS *', bytes: request('OPTIONS * HTTP/1.1'), expected: 'client error' },
  // An answer to CONNECT other than 2xx is an ordinary answer (RFC 9110 9.3.6): nothing excuses
  // closing without one.
  {
    name: 'CONNECT',
    bytes: request('CONNECT evil.example:443 HTTP/1.1'),
    expected: 'client error',
  },
  { name: 'TRACE', bytes: request('TRACE / HTTP/1.1'), expected: 'client error' },
  { name: 'an unknown method', bytes: request('BREW /pot HTTP/1.1'), expected: 'client error' },
  {
    name: 'a body on GET of an unknown path',
    bytes: request('GET /nothing-here HTTP/1.1', ['Content-Length: 11'], 'hello world'),
    expected: 'client error',
  },
  { name: 'a request in the body of GET /', bytes: getWithBody('/'), expected: 'one request' },
  {
    name: 'a chunked request in the body of GET /',
    bytes: getWithBody('/', [], true),
    expected: 'one request',
  },
  {
    name: 'a request in the body of GET /health',
    bytes: getWithBody('/health'),
    expected: 'one request',
  },
  {
    name: 'a request in the body of GET of a page',
    bytes: getWithBody('/aboutUs/'),
    expected: 'one request',
  },
  {
    name: 'a request in the body of a fragment request with the secret',
    bytes: getWithBody('/_fragments/pages', [`X-Fragment-Secret: ${SECRET}`]),
    expected: 'one request',
  },
  ...propCases,
  {
    name: 'a fragment with props that are not base64url',
    bytes: fragment('BlogRoutes?path=/blog/&props=%%7B&part=body'),
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
    name: 'truncated multipart, the client ending its side',
    bytes: TRUNCATED_MULTIPART,
    expected: 'client error',
    halfClose: true,
    nginxMayClose: true,
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

/** How many requests the corpus holds (each case is one connection). */
export const HOSTILE_CASES = corpus.length;

/** Who is asked: the registry's name of the app (for `owner`), and whether it is nginx. */
interface Target {
  app?: string;
  nginx?: boolean;
}

/** Where the answer falls short of what the case expects, or null. */
function shortfall(answer: RawAnswer, { expected, owner, nginxMayClose }: Case, target: Target) {
  if (answer.ending === 'timeout') return 'no answer within the bound';
  if (answer.statuses.some((status) => status >= 500)) return `a ${answer.statuses.join(', ')}`;
  const [first] = answer.statuses;
  if (first === undefined) {
    return nginxMayClose && target.nginx ? null : 'closed without an answer';
  }
  if (expected === 'answered') return null;
  if (expected === 'one request') {
    return answer.statuses.length <= 2 ? null : `the body read as a request: ${answer.statuses}`;
  }
  const last = answer.statuses.at(-1)!;
  if (owner !== undefined && owner === target.app && last !== 400) return `a ${last}, not a 400`;
  return last >= 400 && last < 500 ? null : `a ${answer.statuses.join(', ')} instead of a 4xx`;
}

/** What each request of the corpus, sent to the port, was answered with short of what it must be. */
export async function hostileShortfalls(port: number, target: Target = {}): Promise<string[]> {
  const failures: string[] = [];
  const check = (item: Case, answer: RawAnswer) => {
    const problem = shortfall(answer, item, target);
    if (problem) failures.push(`${item.name}: ${problem}`);
  };
  const held = corpus
    .filter((item) => item.held)
    .map(async (item) => ({
      item,
      answer: await sendRaw(port, item.bytes, { timeoutMs: HELD_BOUND_MS }),
    }));
  for (const item of corpus.filter((each) => !each.held)) {
    check(item, await sendRaw(port, item.bytes, { halfClose: item.halfClose }));
  }
  for (const { item, answer } of await Promise.all(held)) check(item, answer);
  return failures;
}
