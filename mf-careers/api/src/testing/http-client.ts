/** A plain HTTP client for the tests: real requests, with the exact bytes and headers given. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed body of a JSON answer; empty for any other. */
  body: Record<string, unknown>;
  text: string;
}

export function baseUrl(server: http.Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function send(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = response.headers['content-type']?.startsWith('application/json');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: json && text ? (JSON.parse(text) as Record<string, unknown>) : {},
          text,
        });
      });
    });
    // A refusal may close the connection while the body is still going out: the answer counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}
