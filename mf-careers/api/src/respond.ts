import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadReceipt } from '@practice/shared-types';
import { answerFormat } from './answer-format';
import { PAGE_SECURITY_POLICY, receiptPage, refusalPage } from './answer-page';

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string>,
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // An answer sent before the body has arrived (a refusal) closes the connection, so the rest
    // of the upload is never read.
    ...(res.req.complete ? {} : { Connection: 'close' }),
    ...headers,
  });
  res.end(body);
}

/** Answers with a JSON body that is never cached or sniffed. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, 'application/json', JSON.stringify(body), headers);
}

/** Answers an application in the format its client asked for (answer-format.ts). */
export interface Answer {
  receipt(receipt: UploadReceipt): void;
  refusal(status: number, message: string, headers?: Record<string, string>): void;
}

/**
 * JSON for the page's script and other programs; for a browser that posted the plain form, a page
 * with a link back to the careers page at `careersUrl`.
 */
export function answerTo(req: IncomingMessage, res: ServerResponse, careersUrl: string): Answer {
  if (answerFormat(req.headers.accept) === 'json') {
    return {
      receipt: (receipt) => sendJson(res, 201, receipt),
      refusal: (status, message, headers = {}) =>
        sendJson(res, status, { error: message }, headers),
    };
  }
  const html = (status: number, page: string, headers: Record<string, string> = {}) =>
    send(res, status, 'text/html', page, {
      'Content-Security-Policy': PAGE_SECURITY_POLICY,
      ...headers,
    });
  return {
    receipt: (receipt) => html(201, receiptPage(receipt, careersUrl)),
    refusal: (status, message, headers) => html(status, refusalPage(message, careersUrl), headers),
  };
}
