// @ts-check
/**
 * Hands a request to the relay a remote's server bundle may export (the reviews': its provider
 * behind the remote's own origin, docs/architecture.md). The relay is given the method and path
 * only: nothing else of the visitor's request (address, cookies, referrer, query) can reach the
 * third party it fetches from.
 */

/**
 * @param {import('@practice/shared-types').FragmentRenderer['relay'] | undefined} relay
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>} whether the relay answered
 */
export async function answerFromRelay(relay, req, url, res) {
  const answer = await relay?.({ method: req.method ?? 'GET', pathname: url.pathname });
  if (!answer) return false;
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
  return true;
}
