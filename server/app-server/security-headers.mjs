// @ts-check
/**
 * The site's security headers, on every host of it: the composition engine adds them to pages
 * (compose/nginx/security-headers.inc, its one list), and a remote's server to what it answers on
 * its own origin, where browsers fetch its files (locally, or through an Ingress). Read from
 * nginx's files, with the HSTS rule of site.conf.template, so that no host can drift from the
 * list; the Content-Security-Policy is the shell's (it is made from the runtime config).
 */
import fs from 'node:fs';
import path from 'node:path';

const nginxDir = path.join(import.meta.dirname, '../compose/nginx');
const read = (/** @type {string} */ file) => fs.readFileSync(path.join(nginxDir, file), 'utf8');

const hsts = /map "\$https\$http_x_forwarded_proto" \$hsts \{\s*~(\S+)\s+"([^"]+)";/.exec(
  read('site.conf.template'),
);
if (!hsts) throw new Error('server/compose/nginx/site.conf.template: no HSTS map found.');

/** `add_header` lines, in order; a `$hsts` value is the HSTS rule's, or nothing. */
export const securityHeaders = [
  ...read('security-headers.inc').matchAll(/^add_header (\S+) (?:"([^"]*)"|(\$hsts)) always;/gm),
].map(([, name, value, variable]) => ({ name: name ?? '', value: variable ? null : value }));
/** Matched against `$https` and X-Forwarded-Proto (no TLS here: `$https` is empty). */
export const hstsWhen = new RegExp(hsts[1] ?? '');
export const hstsValue = hsts[2] ?? '';

/**
 * Adds the headers as nginx's add_header does: beside any the answer has, an empty one skipped.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function addSecurityHeaders(req, res) {
  const overTls = hstsWhen.test(String(req.headers['x-forwarded-proto'] ?? ''));
  for (const { name, value } of securityHeaders) {
    const sent = value ?? (overTls ? hstsValue : '');
    if (sent) res.appendHeader(name, sent);
  }
}
