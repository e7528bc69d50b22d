/**
 * Raw HTTP over a plain TCP socket, for requests no HTTP client would send: the exact bytes go
 * out, and every status line that comes back is collected until the server closes the connection
 * or the time is up. The socket is not half-closed (Node would abort a request whose client has
 * ended its side), so a request should say `Connection: close` to be closed after its answer.
 */
import net from 'node:net';

interface RawExchange {
  /** The status code of every response received, in order. */
  statuses: number[];
  /** Everything the server sent. */
  text: string;
  /** True when the server still held the connection open when the time was up. */
  timedOut: boolean;
}

export function rawExchange(port: number, request: Buffer, timeoutMs = 3000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(timeoutMs, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may answer and close while the request is still going out (EPIPE, ECONNRESET).
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const statuses = [...text.matchAll(/^HTTP\/1\.[01] (\d{3}) /gm)].map((match) =>
        Number(match[1]),
      );
      resolve({ statuses, text, timedOut });
    });
  });
}
