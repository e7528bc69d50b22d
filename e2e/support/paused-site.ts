import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PausedSite {
  /** The address to load pages from: everything the site answers, passed through. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A site's pages as a slow connection delivers them: a loopback proxy that sends each HTML page
 * in two parts, pausing `pauseMs` after the first `pauseAfter` in it, so that the browser's parser
 * runs out of data there (and may paint what it has) while the rest is on its way. Everything else
 * passes through as the site answers it.
 */
export async function pausedSite(
  origin: string,
  pauseAfter: string,
  pauseMs: number,
): Promise<PausedSite> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', origin),
      {
        method: request.method,
        // Uncompressed, so that the pause falls where it is asked to.
        headers: { ...request.headers, host: new URL(origin).host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isHtml = String(answer.headers['content-type']).startsWith('text/html');
        const headers = { ...answer.headers };
        if (isHtml) delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers);
        if (!isHtml) {
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.indexOf(pauseAfter);
          const split = at < 0 ? html.length : at + pauseAfter.length;
          response.write(html.slice(0, split));
          setTimeout(() => response.end(html.slice(split)), pauseMs);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
