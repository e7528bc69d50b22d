// @ts-check
/**
 * A remote that failed to load in a visitor's browser, counted: the shell's page sends a beacon to
 * its own origin (shell/src/remotes/failure-beacon.ts, no third party) with the remote's name and
 * the federation runtime's phase that failed, and the shell's server counts it in
 * browser_remote_failures_total. Only names from fixed lists are counted; anything else is a 400
 * that says what is expected.
 */
import { browserRemoteFailures } from './metrics.mjs';
import { nameRoute } from './route-names.mjs';

export const BEACON_PATH = '/_telemetry/remote-failure';
/** The federation runtime's lifecycles of errorLoadRemote, and the shell's own time-out. */
const PHASES = ['beforeRequest', 'beforeLoadShare', 'afterResolve', 'onLoad', 'timeout'];
const MAX_BYTES = 1024;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} remotes the remotes' names (the registry's)
 */
export async function answerBeacon(req, res, remotes) {
  nameRoute(res, 'beacon');
  /** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
  const refuse = (status, message, headers = {}) =>
    void res
      .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
      .end(message);
  if (req.method !== 'POST') return refuse(405, 'Send the beacon with POST.', { Allow: 'POST' });
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_BYTES) return refuse(413, `A beacon is at most ${MAX_BYTES} bytes.`);
  }
  /** @type {{ remote?: unknown, phase?: unknown }} */
  let beacon = {};
  try {
    beacon = JSON.parse(body);
  } catch {
    // answered below
  }
  const { remote, phase } = beacon ?? {};
  if (
    typeof remote !== 'string' ||
    !remotes.includes(remote) ||
    typeof phase !== 'string' ||
    !PHASES.includes(phase)
  )
    return refuse(
      400,
      `Send JSON {"remote", "phase"}: remote one of ${remotes.join(', ')}; phase one of ${PHASES.join(', ')}.`,
    );
  browserRemoteFailures.inc({ remote, phase });
  res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}
