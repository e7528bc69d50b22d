// @ts-check
/**
 * `GET /health`: that the app's server runs, and how much memory it holds. Started with
 * `--expose-gc`, the process collects garbage first, so the heap figure is what it really retains
 * (tests watch it across deploys); without it, the figure is as it happens to be.
 */

/**
 * @param {string} app the app's name
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether it answered
 */
export function answerHealth(app, req, res) {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/health') return false;
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ status: 'ok', app, pid: process.pid, heapUsed, rss }));
  return true;
}
