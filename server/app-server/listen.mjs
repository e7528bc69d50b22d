// @ts-check

/**
 * The interface a local server listens on: loopback, so that nothing on the network reaches a
 * developer's servers, unless LISTEN_HOST names another (`0.0.0.0`: every interface, as the
 * images set it; docs/development.md).
 */
export const listenHost = () => process.env.LISTEN_HOST || '127.0.0.1';

/**
 * Listens on exactly `port`, never another one: a port in use is a clear error.
 * @param {import("node:http").Server} server
 * @param {number} port
 * @param {string} label
 * @param {string} [host] listenHost() unless given
 * @returns {Promise<void>}
 */
export function listenOn(server, port, label, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} (${label}) is already in use. Stop whatever uses it and try again.`,
            )
          : error,
      );
    });
    server.listen(port, host ?? listenHost(), () => resolve());
  });
}
