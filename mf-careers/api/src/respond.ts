import type { ServerResponse } from 'node:http';

/** Answers with a JSON body that is never cached or sniffed. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // An answer sent before the body has arrived (a refusal) closes the connection, so the rest
    // of the upload is never read.
    ...(res.req.complete ? {} : { Connection: 'close' }),
    ...headers,
  });
  res.end(JSON.stringify(body));
}
