// @ts-check
/**
 * Node hands a CONNECT request to the server's 'connect' listeners as a bare socket, and closes
 * it unanswered when there are none. No server of the site tunnels anything: each answers CONNECT
 * as it answers any method it does not take, with a refusal, written here to the socket.
 */
import http from 'node:http';

/**
 * @param {http.Server} server
 * @param {number} status 405 for an app's server, 400 for the embedded engine (nginx's answer)
 * @param {string[]} headers such as `Allow: GET, HEAD`
 */
export function refuseConnect(server, status, headers = []) {
  server.on(
    'connect',
    (/** @type {unknown} */ _req, /** @type {import('node:stream').Duplex} */ socket) => {
      socket.on('error', () => socket.destroy());
      const body = `${http.STATUS_CODES[status]}: this server does not tunnel.\n`;
      socket.end(
        [
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
          'Content-Type: text/plain; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          ...headers,
          '',
          body,
        ].join('\r\n'),
      );
    },
  );
}
