// @ts-check
/** One health probe: a fresh connection, a GET, an answer (2xx or 3xx) within the time limit. */
import http from 'node:http';

/**
 * @typedef {object} Health where a server says it is alive
 * @property {number} port on 127.0.0.1
 * @property {string} path
 * @property {string} [host] the Host header, where the port serves several sites (nginx)
 */

/** @param {Health} health @param {number} timeoutMs @returns {Promise<boolean>} */
export function answers({ port, path, host }, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: host ? { host } : {} },
      (response) => {
        clearTimeout(deadline);
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 400);
      },
    );
    // A hung server's connection is accepted (by the kernel) but never answered.
    const deadline = setTimeout(() => request.destroy(), timeoutMs);
    request.on('error', () => {
      clearTimeout(deadline);
      resolve(false);
    });
  });
}
