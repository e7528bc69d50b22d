import net from 'node:net';

/** What a server sent back on one connection: every status line, or how the connection ended. */
export interface RawAnswer {
  /** The status codes of the responses read, in order (several for pipelined requests). */
  statuses: number[];
  /** 'closed': the server ended the connection; 'timeout': it kept it open without finishing. */
  ending: 'closed' | 'timeout';
}

/**
 * Sends bytes exactly as given over a plain TCP connection (no HTTP client would send most of
 * what the hostile suites send) and reads what comes back until the server closes the connection
 * or `timeoutMs` passes. `halfClose` ends the sending side after the bytes, as a client that
 * stops mid-body does.
 */
export function sendRaw(
  port: number,
  bytes: string | Buffer,
  { timeoutMs = 5000, halfClose = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let ending: RawAnswer['ending'] = 'closed';
    const timer = setTimeout(() => {
      ending = 'timeout';
      socket.destroy();
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(bytes);
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk) => received.push(chunk));
    // Half-open is for sending only: once the server has finished, so has this client.
    socket.on('end', () => socket.end());
    // A reset after the answer is still an answer: what was read is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('latin1');
      const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((match) =>
        Number(match[1]),
      );
      resolve({ statuses, ending });
    });
  });
}
