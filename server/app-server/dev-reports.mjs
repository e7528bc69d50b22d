// @ts-check
/**
 * Development only: what a page's development build could not hydrate, posted by ui-kit's
 * reportToDevTerminal to the server that served the page, printed in the terminal of
 * `npm run dev`. Served only by servers that `npm run dev` starts, to pages of their own origin.
 */
import { fromOwnOrigin } from './same-origin.mjs';

export const DEV_REPORT_PATH = '/__dev/report';
const MAX_BYTES = 64 * 1024;

/**
 * @param {string} name the app, for the line it prints
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerDevReport(name, req, res) {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' });
    res.end();
    return;
  }
  if (!fromOwnOrigin(req)) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('Forbidden: development reports are taken from pages of this origin only.\n');
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length;
    if (size <= MAX_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    try {
      const { page, message } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      console.error(`\n[${name}] The browser could not hydrate ${page}:\n${message}\n`);
    } catch {
      // Not a report: nothing to print.
    }
    res.writeHead(204);
    res.end();
  });
}
