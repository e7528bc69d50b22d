// @ts-check

/**
 * Listens on exactly `port`, never another one: a port in use is a clear error.
 * @param {import("node:http").Server} server
 * @param {number} port
 * @param {string} label
 * @param {string} [host] every interface unless given
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
    server.listen(port, host, () => resolve());
  });
}
