// @ts-check
/**
 * Whether a request may use a development endpoint (`/__dev/report`): only a page of the server's
 * own origin, or a client that is no browser (curl, a test: it sends neither header below). A
 * browser says where a request comes from in Sec-Fetch-Site; one too old to, in Origin, compared
 * with the Host it was sent to. Any other site's page is refused, so it cannot post to a
 * developer's machine. The reviews stub has the same rule (mf-reviews/stub/server.ts).
 * @param {import('node:http').IncomingMessage} req
 */
export function fromOwnOrigin(req) {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
