// @ts-check
/**
 * The values both composition engines share, read from the nginx templates themselves, so that
 * the embedded engine cannot drift from what nginx is configured to do (the security headers:
 * app-server/security-headers.mjs): which paths are files (they get the visitor's Accept-Encoding
 * and are not counted in a client's rate of pages), what a client past that rate is answered, how
 * a fragment is fetched (its secret header, time-outs and the statuses that count as no fragment),
 * and how a replica that fails is left out and the request asked of another. A template that no longer says one of these stops
 * the embedded engine at start, naming what is missing.
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'nginx');
const read = (/** @type {string} */ file) => fs.readFileSync(path.join(dir, file), 'utf8');

/** @param {string} text @param {RegExp} pattern @param {string} what */
function find(text, pattern, what) {
  const match = pattern.exec(text);
  if (!match) throw new Error(`server/compose/nginx: no ${what} found in the templates.`);
  return match;
}

const site = read('site.conf.template');
const fragmentProxy = read('fragment-proxy.inc.template');
const fileTypes = find(site, /map \$uri \$file_path \{\s*~\*(\S+)\s+1;/, 'file path map');
const nextUpstream = find(
  site,
  /proxy_next_upstream error timeout((?: http_\d+)+);\s*proxy_next_upstream_tries (\d+);/,
  'proxy_next_upstream',
);
const shellNextUpstream = find(
  site,
  /proxy_pass http:\/\/shell_servers;\s*(?:#.*\s*)*proxy_next_upstream error timeout((?: http_\d+)+);\s*proxy_next_upstream_tries (\d+);/,
  "the shell's proxy_next_upstream",
);
/** @param {string} list such as ' http_502 http_504' */
const statuses = (list) =>
  new Set(
    list
      .trim()
      .split(' ')
      .map((status) => Number(status.slice('http_'.length))),
  );
const ms = (/** @type {string} */ directive) =>
  Number(find(fragmentProxy, new RegExp(`${directive} (\\d+)ms;`), directive)[1]);

export const nginxValues = {
  /**
   * Paths (nginx's $uri) of files: the shell may send them precompressed, and they do not count
   * against a client's rate of pages.
   */
  filePath: new RegExp(fileTypes[1], 'i'),
  /** What a client past its rate of pages is answered (@too_many). */
  tooMany: (([, status, retryAfter, type, body]) => ({
    status: Number(status),
    retryAfter,
    type,
    body: body.replaceAll('\\n', '\n'),
  }))(
    find(
      site,
      /limit_req_status (\d+);[\s\S]*location @too_many \{[\s\S]*?add_header Retry-After (\d+) always;\s*default_type (\S+);\s*return \d+ '([^']*)';/,
      'limit_req_status and @too_many',
    ),
  ),
  fragmentSecretHeader: find(
    fragmentProxy,
    /proxy_set_header (\S+) "\$\{FRAGMENT_SECRET\}";/,
    'secret header',
  )[1],
  connectTimeoutMs: ms('proxy_connect_timeout'),
  readTimeoutMs: ms('proxy_read_timeout'),
  /** The engine's own health answer, for probes. */
  health: (([, type, body]) => ({ type, body }))(
    find(
      site,
      /location = \/health \{\s*default_type (\S+);\s*return 200 '([^']*)';/,
      'health location',
    ),
  ),
  /**
   * What nginx answers a fragment location asked from outside: `internal` makes it a 404, which
   * the location's error_page turns into the no-fragment answer.
   */
  noFragmentStatus: Number(
    find(site, /location @no_fragment \{[\s\S]*?return (\d+);/, 'no-fragment location')[1],
  ),
  /** An upstream's replica that fails once is left out this long (`max_fails=1 fail_timeout`). */
  failTimeoutMs:
    Number(
      find(site, /server \$\{SHELL_SERVER\} max_fails=1 fail_timeout=(\d+)s;/, 'upstream')[1],
    ) * 1000,
  /** A remote's answers that, like an error or a time-out, send a fragment to the next replica. */
  nextUpstreamStatuses: statuses(nextUpstream[1]),
  /** The same for the shell's: not its 503, a page's status. */
  shellNextUpstreamStatuses: statuses(shellNextUpstream[1]),
  /** How many replicas one fragment's request is asked of, at most. */
  nextUpstreamTries: Number(nextUpstream[2]),
  /** The same for a page's (the shell's backups may ask one of its replicas twice). */
  shellNextUpstreamTries: Number(shellNextUpstream[2]),
  /** A fragment answering one of these is as empty: its stub stands in. */
  noFragmentStatuses: new Set(
    find(fragmentProxy, /error_page ([\d ]+) = @no_fragment;/, 'error_page')[1]
      .split(' ')
      .map(Number),
  ),
};
